import java.util.Scanner;

/** wythoff, wrong: the golden ratio in double precision, right only while the piles are small. */
public class WythoffDouble {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong();
        long b = in.nextLong();
        long lo = Math.min(a, b);
        long k = Math.abs(a - b);
        long cold = (long) Math.floor(k * (1 + Math.sqrt(5)) / 2);
        System.out.println(cold == lo ? "No" : "Yes");
    }
}
