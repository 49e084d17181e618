import java.math.BigInteger;
import java.util.Scanner;

/** wythoff, right: (a, b) with a <= b is cold when a = floor(k phi) for k = b - a, computed exactly. */
public class WythoffRight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong();
        long b = in.nextLong();
        long lo = Math.min(a, b);
        BigInteger k = BigInteger.valueOf(Math.abs(a - b));
        BigInteger cold = k.add(k.multiply(k).multiply(BigInteger.valueOf(5)).sqrt()).shiftRight(1);
        System.out.println(cold.equals(BigInteger.valueOf(lo)) ? "No" : "Yes");
    }
}
