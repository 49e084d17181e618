import java.util.Scanner;

/** fibonacci, wrong: walks up to n one by one, far too slow for large n. */
public class FibonacciSlow {
    public static void main(String[] args) {
        long n = new Scanner(System.in).nextLong();
        long a = 1;
        long b = 2;
        boolean fib = n == 1 || n == 2;
        for (long i = 3; i <= n; i++) {
            if (i == a + b) {
                long c = a + b;
                a = b;
                b = c;
                fib = i == n;
            } else if (i == n) {
                fib = false;
            }
        }
        System.out.println(fib ? "No" : "Yes");
    }
}
