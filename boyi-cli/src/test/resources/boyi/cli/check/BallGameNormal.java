import java.util.Scanner;

/** ball-game, wrong: normal play (taking the last ball wins) instead of misère. */
public class BallGameNormal {
    public static void main(String[] args) {
        boolean[] win = new boolean[10001];
        int[] takes = {1, 3, 7, 8};
        for (int n = 1; n <= 10000; n++) {
            for (int t : takes) {
                if (t <= n && !win[n - t]) {
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
