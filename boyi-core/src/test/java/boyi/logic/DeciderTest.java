package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.solve.Interruption;
import boyi.util.TooLargeException;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeciderTest {

    private static Decider base(int k) {
        return new Decider(Numeration.base(k), 2_000_000);
    }

    private static Decider fib() {
        return new Decider(Numeration.fibonacci(), 2_000_000);
    }

    @Test
    void knownTheoremsAreTrue() {
        Decider d = base(2);
        assertThat(d.decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(d.decide("A x,y (x+y = y+x)")).isTrue();
        assertThat(d.decide("A x,y,z (x+(y+z) = (x+y)+z)")).isTrue();
        assertThat(d.decide("A x (x < x + 1)")).isTrue();
        assertThat(d.decide("A x (x / 3 * 3 + x % 3 = x)")).isTrue();
        assertThat(base(3).decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(fib().decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(fib().decide("A x,y (x+y = y+x)")).isTrue();
    }

    @Test
    void knownFalsehoodsAreFalse() {
        Decider d = base(2);
        assertThat(d.decide("E x (x + 1 = 0)")).isFalse();
        assertThat(d.decide("A x E y (x = 2*y)")).isFalse();
        assertThat(d.decide("E x (x - 3 = 0 & x < 3)")).isFalse();
        assertThat(fib().decide("A x (x = 0 | $isfib(x))")).isFalse();
    }

    @Test
    void smallestWitnesses() {
        assertThat(base(2).smallest("x % 7 = 3 & x > 10", "x")).hasValueSatisfying(
                v -> assertThat(v).containsExactly(BigInteger.valueOf(17)));
        assertThat(base(10).smallest("x % 7 = 3 & x > 10", "x").orElseThrow()[0]).isEqualTo(17);
        assertThat(fib().smallest("x % 7 = 3 & x > 10", "x").orElseThrow()[0]).isEqualTo(17);
        assertThat(base(2).smallest("x > 5 & x < 5", "x")).isEmpty();
    }

    /**
     * Wythoff's lower P-positions (x, y), x < y, in Fibonacci numeration: x >= 1 ends in an even
     * number of zeros and y is x shifted left by one digit. Built by hand as text: state
     * (pending, zeros, seen) where pending is the digit y still owes x's next digit, zeros the
     * parity of x's trailing zeros, seen whether x has a 1; state 8 is dead.
     */
    static Automaton lowerWythoffPairs() {
        StringBuilder text = new StringBuilder("numeration msd_fib\narity 2\nstates 9\nstart 0\naccepting");
        for (int s = 0; s < 8; s++) {
            if ((s & 4) == 0 && (s & 2) == 0 && (s & 1) == 1) {
                text.append(' ').append(s);
            }
        }
        text.append('\n');
        for (int s = 0; s < 9; s++) {
            text.append(s).append(':');
            for (int letter = 0; letter < 4; letter++) {
                int x = letter >> 1;
                int y = letter & 1;
                int target = 8;
                if (s < 8 && x == (s >> 2)) {
                    int zeros = x == 1 ? 0 : (s >> 1 & 1) ^ 1;
                    int seen = (s & 1) | x;
                    target = y << 2 | zeros << 1 | seen;
                }
                text.append(' ').append(target);
            }
            text.append('\n');
        }
        return Automaton.fromText(text.toString());
    }

    /** Wythoff's P-positions by plain search: (x, y) is P iff no move reaches a P-position. */
    static boolean[][] wythoffLosses(int size) {
        boolean[][] loss = new boolean[size][size];
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                boolean win = false;
                for (int k = 1; k <= Math.max(x, y) && !win; k++) {
                    win = k <= x && loss[x - k][y] || k <= y && loss[x][y - k] || k <= Math.min(x, y) && loss[x - k][y - k];
                }
                loss[x][y] = !win;
            }
        }
        return loss;
    }

    private static final String WYTHOFF_MOVE = "(u < x & v = y | u = x & v < y | u < x & v < y & u + y = v + x)";

    @Test
    void wythoffTheoremIsProvenInFibonacciNumeration() {
        Decider d = fib().define("low", lowerWythoffPairs());
        Automaton p = d.compile("$low(x,y) | $low(y,x) | x = 0 & y = 0", "x", "y");
        boolean[][] loss = wythoffLosses(120);
        for (int x = 0; x < 120; x++) {
            for (int y = 0; y < 120; y++) {
                assertThat(p.accepts(x, y)).as("P(%d, %d)", x, y).isEqualTo(loss[x][y]);
            }
        }
        d.define("p", p);
        assertThat(d.decide("A x,y,u,v ($p(x,y) & $p(u,v) => ~" + WYTHOFF_MOVE + ")")).isTrue();
        assertThat(d.decide("A x,y (~$p(x,y) => E u,v ($p(u,v) & " + WYTHOFF_MOVE + "))")).isTrue();
    }

    @Test
    void aMutatedWythoffSetIsRefutedWithItsSmallestCounterexample() {
        Decider d = fib().define("low", lowerWythoffPairs());
        Automaton p = d.compile("$low(x,y) | $low(y,x) | x = 0 & y = 0", "x", "y");
        d.define("p", p.complementAccepting(p.step(p.start(), p.letter(1, 0))));
        boolean noMove = d.decide("A x,y,u,v ($p(x,y) & $p(u,v) => ~" + WYTHOFF_MOVE + ")");
        boolean reach = d.decide("A x,y (~$p(x,y) => E u,v ($p(u,v) & " + WYTHOFF_MOVE + "))");
        assertThat(noMove && reach).isFalse();
        BigInteger[] bad = d.smallest("$p(x,y) & E u,v ($p(u,v) & " + WYTHOFF_MOVE + ")"
                + " | ~$p(x,y) & ~E u,v ($p(u,v) & " + WYTHOFF_MOVE + ")", "x", "y").orElseThrow();
        boolean[][] loss = wythoffLosses(60);
        assertThat(d.compile("$p(x,y)", "x", "y").accepts(bad)).isNotEqualTo(loss[bad[0].intValue()][bad[1].intValue()]);
    }

    @Test
    void threeHeapNimIsProvenInBase2() {
        Decider d = base(2);
        assertThat(d.decide("A a,b,c,e ($xor(a,b,c) => (e < a => ~$xor(e,b,c)) & (e < b => ~$xor(a,e,c))"
                + " & (e < c => ~$xor(a,b,e)))")).isTrue();
        assertThat(d.decide("A a,b,c (~$xor(a,b,c) => E e (e < a & $xor(e,b,c) | e < b & $xor(a,e,c)"
                + " | e < c & $xor(a,b,e)))")).isTrue();
    }

    /** Shortest padded word first, then least letters: (5, 8, 13) reads 011 101 000 101, before (9, 10, 11) = 111 ... */
    @Test
    void smallestXorTriple() {
        assertThat(base(2).smallest("$xor(x,y,z) & 0 < x & x < y & y < z", "x", "y", "z").orElseThrow())
                .containsExactly(BigInteger.ONE, BigInteger.TWO, BigInteger.valueOf(3));
        assertThat(base(2).smallest("$xor(x,y,z) & 4 < x & x < y & y < z", "x", "y", "z").orElseThrow())
                .containsExactly(BigInteger.valueOf(5), BigInteger.valueOf(8), BigInteger.valueOf(13));
    }

    @Test
    void builtInsInTheWrongNumerationAreFormulaErrors() {
        assertThatThrownBy(() -> fib().decide("E x $xor(x,x,x)"))
                .isInstanceOf(FormulaException.class).hasMessageContaining("$xor");
        assertThatThrownBy(() -> base(2).decide("E x $isfib(x)"))
                .isInstanceOf(FormulaException.class).hasMessageContaining("$isfib");
        assertThatThrownBy(() -> fib().decide("E x $ispow(x)"))
                .isInstanceOf(FormulaException.class).hasMessageContaining("$ispow");
        assertThat(base(3).decide("A x ($ispow(x) <=> x = 1 | x = 3 | x = 9 | x > 9 & $ispow(x))")).isTrue();
        assertThat(base(3).compile("$ispow(x)", "x").accepts(27)).isTrue();
        assertThat(base(3).compile("$ispow(x)", "x").accepts(18)).isFalse();
        assertThat(fib().smallest("$isfib(x) & x > 20", "x").orElseThrow()[0]).isEqualTo(21);
    }

    @Test
    void parseErrorsNameTheColumn() {
        assertThat(column("E x x * y = 1")).isEqualTo(7);
        assertThat(column("A x (x = 1")).isEqualTo(11);
        assertThat(column("x = 1 &")).isEqualTo(8);
        assertThat(column("x / 0 = 1")).isEqualTo(3);
        assertThat(column("x ? 1")).isEqualTo(3);
        assertThat(column("$nope(x)")).isEqualTo(1);
        assertThat(column("x = 1")).isEqualTo(1);   // free but not listed
        assertThat(column("(".repeat(500) + "x = 1" + ")".repeat(500))).isPositive();
        // a parenthesis that opens a term (read as a term at once) names the column of its problem too
        assertThat(column("E x (x + ) = 1")).isEqualTo(10);
        assertThat(column("E x,y ((x)/2) >= (y")).isEqualTo(20);
        assertThat(column("E x (x = 1) + 2 = 3")).isEqualTo(8);
    }

    private static int column(String formula) {
        try {
            base(2).decide(formula);
        } catch (FormulaException e) {
            assertThat(e.text().zh()).isNotBlank();
            return e.column();
        }
        throw new AssertionError("no FormulaException for " + formula);
    }

    @Test
    void parenthesesOpenFormulasOrTerms() {
        Decider d = base(2);
        assertThat(d.decide("A x ((x + 1) * 2 = 2*x + 2)")).isTrue();
        assertThat(d.decide("E x ((x = 1) & (x + 1) = 2)")).isTrue();
        assertThat(d.decide("A x (x = 1 => x < 2 => true)")).isTrue();
        assertThat(d.decide("~(A x x = 0) <=> true")).isTrue();
        assertThat(d.compile("x = x & y + y = 4", "y", "x").accepts(2, 5)).isTrue();
        assertThat(d.compile("x = x & y + y = 4", "y", "x").accepts(5, 2)).isFalse();
        assertThat(d.compile("$xor(x, x, y)", "x", "y").accepts(5, 0)).isTrue();
        assertThat(d.compile("$xor(x, x, y)", "x", "y").accepts(5, 1)).isFalse();
    }

    /** A defined predicate is read as Automaton.accepts reads it: leading zeros ignored, invalid words rejected. */
    @Test
    void definedPredicatesAreReadAsAcceptsReadsThem() {
        Automaton startsWithZero = Automaton.fromText(
                "numeration msd_2\narity 1\nstates 3\nstart 0\naccepting 1\n0: 1 2\n1: 1 1\n2: 2 2\n");
        assertThat(startsWithZero.accepts(5)).isFalse();
        assertThat(base(2).define("z", startsWithZero).decide("E x $z(x)")).isFalse();
        Automaton all = Automaton.fromText("numeration msd_fib\narity 1\nstates 1\nstart 0\naccepting 0\n0: 0 0\n");
        Decider d = fib().define("all", all);
        assertThat(d.compile("$all(x)", "x").stateCount()).isEqualTo(d.compile("x = x", "x").stateCount());
        assertThat(d.decide("A x $all(x)")).isTrue();
    }

    @Test
    void budgetIsHeld() {
        Decider small = new Decider(Numeration.base(2), 50);
        assertThatThrownBy(() -> small.decide("A x (x % 97 = 3 => x > 2)"))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("more than 50");
    }

    /** On a thread with a 128 KiB stack, where recursion over 2000 connectives would overflow. */
    @Test
    void longChainsOfOperatorsDoNotOverflowTheStack() throws Exception {
        boolean[] results = new boolean[3];
        Throwable[] failure = new Throwable[1];
        Thread small = new Thread(null, () -> {
            try {
                results[0] = base(2).decide("A x (x" + " + 0".repeat(300) + " = x)");
                results[1] = base(2).decide("A x (x = x" + " & x = x".repeat(2000) + ")");
                results[2] = base(2).decide("A x (x = x" + " => x = x".repeat(2000) + ")");
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "small stack", 1 << 17);
        small.start();
        small.join();
        assertThat(failure[0]).isNull();
        assertThat(results).containsExactly(true, true, true);
    }

    @Test
    void tooManyVariablesAtOnceAreTooLargeNotACrash() {
        Decider d = base(10);
        assertThatThrownBy(() -> d.compile("a = b", "a", "b", "c", "e", "f", "g", "h"))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("letters");
    }

    /** A construction of millions of states (1000*x in Fibonacci numeration) stops at a 100 ms deadline. */
    @Test
    void deadlineStopsALongConstruction() {
        Decider d = new Decider(Numeration.fibonacci(), 50_000_000);
        assertThatThrownBy(() -> Interruption.withDeadline(Duration.ofMillis(100), () -> d.compile("y = 1000*x", "x", "y")))
                .isInstanceOf(Interruption.Stopped.class);
    }

    @Test
    void deadlineStops() {
        assertThatThrownBy(() -> Interruption.withDeadline(Duration.ofMillis(-1),
                () -> base(2).decide("A x,y (x+y = y+x)")))
                .isInstanceOf(Interruption.Stopped.class);
    }
}
