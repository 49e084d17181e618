import java.util.Scanner;

/** euclid, wrong: tests a >= 2b in int arithmetic, so 2b overflows once b passes 2^30. */
public class EuclidInt {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            int a = in.nextInt();
            int b = in.nextInt();
            if (a == 0 && b == 0) {
                break;
            }
            boolean stan = true;
            while (true) {
                if (a < b) {
                    int t = a;
                    a = b;
                    b = t;
                }
                if (a >= 2 * b || a % b == 0) {
                    break;
                }
                a -= b;
                stan = !stan;
            }
            out.append(stan ? "Stan wins" : "Ollie wins").append('\n');
        }
        System.out.print(out);
    }
}
