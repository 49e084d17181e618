import java.util.Scanner;

/** kiki, wrong layout: the right answers, all on one line (a presentation error). */
public class KikiOneLine {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            long n = in.nextLong();
            long m = in.nextLong();
            if (n == 0 && m == 0) {
                break;
            }
            out.append(n % 2 == 1 && m % 2 == 1 ? "What a pity!" : "Wonderful!").append(' ');
        }
        System.out.print(out);
    }
}
