import java.util.Scanner;

/** bash-misere, wrong: misère confused with normal play. */
public class BashMisereAsNormal {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long n = in.nextLong();
        long m = in.nextLong();
        System.out.println(n % (m + 1) != 0 ? "Yes" : "No");
    }
}
