import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.IOException;
import java.util.StringTokenizer;

/** nim: Bouton's theorem, the first player wins exactly when the XOR of the piles is not 0. */
public class Nim {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer words = new StringTokenizer("");
        long n = -1;
        long read = 0;
        long x = 0;
        String line;
        while (n != read && (line = in.readLine()) != null) {
            words = new StringTokenizer(line);
            while (words.hasMoreTokens() && n != read) {
                long v = Long.parseLong(words.nextToken());
                if (n < 0) {
                    n = v;
                } else {
                    x ^= v;
                    read++;
                }
            }
        }
        System.out.println(x != 0 ? "Yes" : "No");
    }
}
