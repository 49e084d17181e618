import java.util.Scanner;

/**
 * euclid: the mover of (a, b), a >= b, wins when a >= 2b or b divides a, else the roles swap. Solutions by
 * the first argument: right, off-by-one (wrong: a quotient above 2 instead of at least 2), int (wrong: tests
 * a >= 2b in int arithmetic, so 2b overflows once b passes 2^30).
 */
public class Euclid {
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
                boolean takesAll = switch (args[0]) {
                    case "off-by-one" -> a / b > 2;
                    case "int" -> (int) a >= 2 * (int) b;
                    default -> a / b >= 2;
                };
                if (takesAll || a % b == 0) {
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
