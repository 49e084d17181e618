import java.util.Scanner;

/** john, wrong: forgets the special case of all piles of size 1 (plays it as normal Nim). */
public class JohnAsNim {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int t = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < t; c++) {
            int n = in.nextInt();
            long x = 0;
            for (int i = 0; i < n; i++) {
                x ^= in.nextLong();
            }
            out.append(x != 0 ? "John" : "Brother").append('\n');
        }
        System.out.print(out);
    }
}
