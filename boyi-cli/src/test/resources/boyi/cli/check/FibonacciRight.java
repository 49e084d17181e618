import java.util.Scanner;

/** fibonacci, right: the first player loses exactly on a Fibonacci number. */
public class FibonacciRight {
    public static void main(String[] args) {
        long n = new Scanner(System.in).nextLong();
        long a = 1;
        long b = 2;
        while (b < n) {
            long c = a + b;
            a = b;
            b = c;
        }
        System.out.println(b == n ? "No" : "Yes");
    }
}
