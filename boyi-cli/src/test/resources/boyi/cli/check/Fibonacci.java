import java.util.Scanner;

/**
 * fibonacci: the first player loses exactly on a Fibonacci number. Solutions by the first argument: right,
 * slow (wrong: walks up to n one number at a time, far too slow for large n).
 */
public class Fibonacci {
    public static void main(String[] args) {
        long n = new Scanner(System.in).nextLong();
        long a = 1;
        long b = 2;
        boolean fibonacci;
        if (args[0].equals("slow")) {
            fibonacci = n <= 2;
            for (long i = 3; i <= n; i++) {
                boolean next = i == a + b;
                if (next) {
                    a = b;
                    b = i;
                }
                fibonacci = next;
            }
        } else {
            while (b < n) {
                long c = a + b;
                a = b;
                b = c;
            }
            fibonacci = b == n;
        }
        System.out.println(fibonacci ? "No" : "Yes");
    }
}
