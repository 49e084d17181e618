import java.util.Arrays;
import java.util.Scanner;

/**
 * monks: staircase Nim; the gaps inside the pairs of monks from the bottom are the heaps. The first winning
 * move by step: the lower monk of a pair shrinks its gap, the upper one widens the gap below it. Solutions
 * by the first argument: right, crash (wrong: reads the lowest gap before counting the monks, so one monk
 * crashes it).
 */
public class Monks {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long[] s = new long[100_001];
        int n = 0;
        while (in.hasNextLong()) {
            s[n++] = in.nextLong();
        }
        s = Arrays.copyOf(s, n);
        Arrays.sort(s);
        long x = args[0].equals("crash") ? s[1] - s[0] - 1 : 0;
        for (int i = x == 0 ? 0 : 2; i + 1 < n; i += 2) {
            x ^= s[i + 1] - s[i] - 1;
        }
        for (int i = 0; i + 1 < n && x != 0; i++) {
            long gap = s[i + 1] - s[i] - 1;
            if (i % 2 == 0 && (gap ^ x) < gap) {
                System.out.println(s[i] + " " + (s[i] + gap - (gap ^ x)));
                return;
            }
            if (i % 2 == 1) {
                long below = s[i] - s[i - 1] - 1;
                long want = below ^ x;
                if (want > below && want - below <= gap) {
                    System.out.println(s[i] + " " + (s[i] + want - below));
                    return;
                }
            }
        }
        System.out.println(-1);
    }
}
