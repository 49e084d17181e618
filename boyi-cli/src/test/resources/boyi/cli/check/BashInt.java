import java.io.BufferedReader;
import java.io.InputStreamReader;

/** bash, wrong: reads the numbers as int, so anything from 2^31 on crashes it. */
public class BashInt {
    public static void main(String[] args) throws Exception {
        String[] w = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        int n = Integer.parseInt(w[0]);
        int m = Integer.parseInt(w[1]);
        System.out.println(n % (m + 1) != 0 ? "Yes" : "No");
    }
}
