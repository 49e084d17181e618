import java.util.Scanner;

/**
 * kiki: kiki loses exactly when both sides are odd. Solutions by the first argument: right, case (wrong:
 * "What a Pity!", and judges compare case-sensitively), one-line (the right answers on one line: a
 * presentation error).
 */
public class Kiki {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        String pity = args[0].equals("case") ? "What a Pity!" : "What a pity!";
        char end = args[0].equals("one-line") ? ' ' : '\n';
        while (true) {
            long n = in.nextLong();
            long m = in.nextLong();
            if (n == 0 && m == 0) {
                break;
            }
            out.append(n % 2 == 1 && m % 2 == 1 ? pity : "Wonderful!").append(end);
        }
        System.out.print(out);
    }
}
