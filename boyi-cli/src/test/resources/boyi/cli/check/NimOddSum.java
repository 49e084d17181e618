import java.util.Scanner;

/** nim, wrong: adds the piles instead of xor-ing them. */
public class NimOddSum {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += in.nextLong();
        }
        System.out.println(sum % 2 != 0 ? "Yes" : "No");
    }
}
