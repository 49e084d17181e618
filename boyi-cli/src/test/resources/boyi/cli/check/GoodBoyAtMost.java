import java.util.Scanner;

/** good-boy, wrong: counts the piles with p xor s <= p, so a lost position counts every pile. */
public class GoodBoyAtMost {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            int m = in.nextInt();
            if (m == 0) {
                break;
            }
            long[] p = new long[m];
            long x = 0;
            for (int i = 0; i < m; i++) {
                p[i] = in.nextLong();
                x ^= p[i];
            }
            int count = 0;
            for (long v : p) {
                count += (v ^ x) <= v ? 1 : 0;
            }
            out.append(count).append('\n');
        }
        System.out.print(out);
    }
}
