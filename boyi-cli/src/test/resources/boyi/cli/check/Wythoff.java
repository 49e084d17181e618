import java.math.BigInteger;
import java.util.Scanner;

/**
 * wythoff: (a, b) with a <= b is cold when a = floor(k phi) for k = b - a. Solutions by the first argument:
 * exact (right: floor(k phi) = (k + isqrt(5 k^2)) / 2), double (wrong: the golden ratio in double precision,
 * right only while the piles are small).
 */
public class Wythoff {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong();
        long b = in.nextLong();
        long lo = Math.min(a, b);
        long k = Math.abs(a - b);
        long cold;
        if (args[0].equals("double")) {
            cold = (long) Math.floor(k * (1 + Math.sqrt(5)) / 2);
        } else {
            BigInteger big = BigInteger.valueOf(k);
            cold = big.add(big.multiply(big).multiply(BigInteger.valueOf(5)).sqrt()).shiftRight(1).longValueExact();
        }
        System.out.println(cold == lo ? "No" : "Yes");
    }
}
