import java.util.Scanner;

/** john, right: misère Nim (all piles 1: the first player wins on an even count; else on a nonzero xor). */
public class JohnRight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int t = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < t; c++) {
            int n = in.nextInt();
            long x = 0;
            boolean big = false;
            for (int i = 0; i < n; i++) {
                long p = in.nextLong();
                x ^= p;
                big |= p > 1;
            }
            boolean first = big ? x != 0 : x == 0;
            out.append(first ? "John" : "Brother").append('\n');
        }
        System.out.print(out);
    }
}
