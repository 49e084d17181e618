import java.util.Scanner;

/** ball-game, right: take 1, 3, 7 or 8; taking the last ball loses; a table up to 10000. */
public class BallGameRight {
    public static void main(String[] args) {
        boolean[] win = new boolean[10001];
        int[] takes = {1, 3, 7, 8};
        for (int n = 1; n <= 10000; n++) {
            for (int t : takes) {
                // taking the last ball loses, so a take that empties the pile is no win
                if (t < n && !win[n - t]) {
                    win[n] = true;
                }
            }
        }
        Scanner in = new Scanner(System.in);
        int k = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < k; i++) {
            out.append(win[in.nextInt()] ? 1 : 0).append('\n');
        }
        System.out.print(out);
    }
}
