import java.util.Scanner;

/**
 * john (misère Nim). Solutions by the first argument: right (all piles 1: the first player wins on an even
 * count; else on a nonzero xor), as-nim (wrong: forgets the all-ones case and plays normal Nim).
 */
public class John {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int t = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < t; c++) {
            int n = in.nextInt();
            long x = 0;
            boolean big = args[0].equals("as-nim");
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
