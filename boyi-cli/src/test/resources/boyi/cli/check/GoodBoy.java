import java.util.Scanner;

/**
 * good-boy: the winning first moves of Nim are the piles p with p xor s < p. Solutions by the first
 * argument: right, at-most (wrong: counts p xor s <= p, so a lost position counts every pile).
 */
public class GoodBoy {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        boolean atMost = args[0].equals("at-most");
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
                count += (v ^ x) < v || atMost && (v ^ x) == v ? 1 : 0;
            }
            out.append(count).append('\n');
        }
        System.out.print(out);
    }
}
