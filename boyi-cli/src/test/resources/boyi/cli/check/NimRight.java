import java.util.Scanner;

/** nim, right: Bouton's theorem. */
public class NimRight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long x = 0;
        for (int i = 0; i < n; i++) {
            x ^= in.nextLong();
        }
        System.out.println(x != 0 ? "Yes" : "No");
    }
}
