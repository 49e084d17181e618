import java.util.Scanner;

/** euclid, right: the mover of (a, b), a >= b, wins when a >= 2b or b divides a, else the roles swap. */
public class EuclidRight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            long a = in.nextLong();
            long b = in.nextLong();
            if (a == 0 && b == 0) {
                break;
            }
            boolean stan = true;
            while (true) {
                if (a < b) {
                    long t = a;
                    a = b;
                    b = t;
                }
                if (a / b >= 2 || a % b == 0) {
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
