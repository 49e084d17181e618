import java.util.Scanner;

/** euclid, wrong: off by one in the theorem (a quotient above 2 instead of at least 2). */
public class EuclidOffByOne {
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
                if (a / b > 2 || a % b == 0) {
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
