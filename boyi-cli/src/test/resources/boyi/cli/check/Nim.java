import java.util.Scanner;

/** nim. Solutions by the first argument: right (Bouton's theorem), odd-sum (wrong: adds the piles instead of xor-ing them). */
public class Nim {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long x = 0;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long p = in.nextLong();
            x ^= p;
            sum += p;
        }
        boolean first = args[0].equals("odd-sum") ? sum % 2 != 0 : x != 0;
        System.out.println(first ? "Yes" : "No");
    }
}
