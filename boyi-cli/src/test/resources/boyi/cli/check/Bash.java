import java.util.Scanner;

/**
 * bash and bash-misere. Solutions by the first argument: normal (right for bash), misere (right for
 * bash-misere: the mover loses exactly when n mod (m + 1) = 1), misere-as-normal (wrong: misère play
 * confused with normal play).
 */
public class Bash {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long n = in.nextLong();
        long m = in.nextLong();
        long losing = args[0].equals("misere") ? 1 : 0;
        System.out.println(n % (m + 1) != losing ? "Yes" : "No");
    }
}
