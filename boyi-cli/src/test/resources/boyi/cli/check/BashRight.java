import java.util.Scanner;

/** bash, right: the first player wins unless n is a multiple of m + 1. */
public class BashRight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long n = in.nextLong();
        long m = in.nextLong();
        System.out.println(n % (m + 1) != 0 ? "Yes" : "No");
    }
}
