import java.util.Scanner;

/**
 * ball-game: take 1, 3, 7 or 8; a table up to 10000. Solutions by the first argument: right (taking the
 * last ball loses), normal (wrong: taking the last ball wins).
 */
public class BallGame {
    public static void main(String[] args) {
        boolean normal = args[0].equals("normal");
        boolean[] win = new boolean[10001];
        int[] takes = {1, 3, 7, 8};
        for (int n = 1; n <= 10000; n++) {
            for (int t : takes) {
                // under misère play a take that empties the pile is no win
                if ((t < n || normal && t == n) && !win[n - t]) {
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
