import java.util.Scanner;

/** bash-misere, right: the first player loses exactly when n mod (m + 1) = 1. */
public class BashMisereRight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long n = in.nextLong();
        long m = in.nextLong();
        System.out.println(n % (m + 1) != 1 ? "Yes" : "No");
    }
}
