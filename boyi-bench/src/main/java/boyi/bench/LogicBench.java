package boyi.bench;

import boyi.analysis.Analyzer;
import boyi.logic.Automaton;
import boyi.logic.AutomatonGuess;
import boyi.logic.Decider;
import boyi.logic.Numeration;
import boyi.proof.ProofAnswers;
import boyi.proof.RuleProver;
import boyi.rules.RuleFamily;
import boyi.rules.RuleInstance;
import java.util.function.Supplier;

/**
 * {@code bin/bench logic}: the decision procedure of {@code boyi.logic} on classic theorems, each
 * timed on a fresh decider (first run, then the best of 5 more): Wythoff's P-positions guessed from
 * a 400 x 400 table in Fibonacci numeration and proven; 3-heap Nim's xor rule proven in base 2 (as
 * a built-in predicate and as a guessed automaton); "take 1..n/2" (losses n = 2^k - 1) guessed and
 * proven; the product automaton y = 100*x in Fibonacci numeration. Then the prover on rule texts
 * (issue 28's targets): "take 1..n/2" guessed and proven from its rule text, and Wythoff's rule
 * text answered at 10^18 once proven (the outcome alone, and with the winning move); Wythoff's and
 * 3-heap Nim's rule texts guessed and proven (one run each, wall and thread CPU time).
 */
public final class LogicBench {

    private static final long MAX_STATES = 2_000_000;

    private LogicBench() {
    }

    public static void main(String[] args) {
        time("Wythoff (msd_fib): guess P from a 400x400 table + prove both conditions", LogicBench::wythoff);
        time("3-heap Nim (msd_2): prove both conditions with $xor", () -> nim(null));
        time("3-heap Nim (msd_2): guess P from a 32^3 table + prove", () -> nim(AutomatonGuess.guess(
                Numeration.base(2), 3, t -> (t[0] ^ t[1] ^ t[2]) == 0, 31, MAX_STATES)));
        time("take 1..n/2 (msd_2): guess P to 1023 + prove", LogicBench::halving);
        time("rule text take 1..n/2: RuleProver.prove", () -> RuleProver.prove(rules(TAKE_HALF)).text().en());
        once("rule text Wythoff (issue 28: <= 10 s): RuleProver.prove", () -> RuleProver.prove(rules(WYTHOFF)).text().en());
        once("rule text 3-heap Nim, state a, b, c (issue 28: <= 30 s): RuleProver.prove", () -> RuleProver.prove(rules(NIM3)).text().en());
        RuleInstance wythoff = rules(WYTHOFF);
        Analyzer.analyze(wythoff, AT_10_18);    // makes the proof, kept for the runs below
        time("rule text Wythoff at 10^18 after the proof: outcome", () -> Analyzer.value(wythoff, wythoff.parse(AT_10_18)).toString());
        time("rule text Wythoff at 10^18 after the proof: analysis with the winning move",
                () -> Analyzer.analyze(wythoff, AT_10_18).bestMove().orElse("none"));
        time("y = 100*x (msd_fib): compile", () -> {
            Decider d = new Decider(Numeration.fibonacci(), MAX_STATES);
            Automaton a = d.compile("y = 100*x", "x", "y");
            return a.stateCount() + " states, " + d.statesBuilt() + " built";
        });
    }

    private static final String TAKE_HALF = "state n\nmove \"take {t}\" for t in 1..n / 2 -> n - t\n";
    private static final String WYTHOFF = """
            state a, b
            move "take {k} from pile 1" for k in 1..a -> a - k, b
            move "take {k} from pile 2" for k in 1..b -> a, b - k
            move "take {k} from both" for k in 1..min(a, b) -> a - k, b - k
            """;
    private static final String NIM3 = """
            state a, b, c
            move "take {k} from heap 1" for k in 1..a -> a - k, b, c
            move "take {k} from heap 2" for k in 1..b -> a, b - k, c
            move "take {k} from heap 3" for k in 1..c -> a, b, c - k
            """;
    private static final String AT_10_18 = "1000000000000000000 1618033988749894848";

    private static RuleInstance rules(String text) {
        return RuleFamily.of(text).withProofs(ProofAnswers::new).instantiate(java.util.Map.of());
    }

    private static void time(String what, Supplier<String> work) {
        long start = System.nanoTime();
        String result = work.get();
        double first = (System.nanoTime() - start) / 1e6;
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            start = System.nanoTime();
            work.get();
            best = Math.min(best, (System.nanoTime() - start) / 1e6);
        }
        System.out.printf("%s: first %.0f ms, best %.0f ms; %s%n", what, first, best, result);
    }

    /** One run only, with the thread's CPU time beside the wall time (a proof of seconds, where five more runs cost minutes). */
    private static void once(String what, Supplier<String> work) {
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long startCpu = cpu.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        String result = work.get();
        System.out.printf("%s: %.0f ms wall, %.0f ms thread CPU; %s%n", what, (System.nanoTime() - start) / 1e6,
                (cpu.getCurrentThreadCpuTime() - startCpu) / 1e6, result);
    }

    private static final String WYTHOFF_MOVE = "(u < x & v = y | u = x & v < y | u < x & v < y & u + y = v + x)";

    private static String wythoff() {
        int size = 400;
        boolean[][] loss = new boolean[size][size];
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                boolean win = false;
                for (int k = 1; k <= Math.max(x, y) && !win; k++) {
                    win = k <= x && loss[x - k][y] || k <= y && loss[x][y - k]
                            || k <= Math.min(x, y) && loss[x - k][y - k];
                }
                loss[x][y] = !win;
            }
        }
        Automaton p = AutomatonGuess.guess(Numeration.fibonacci(), 2, t -> loss[(int) t[0]][(int) t[1]], size - 1,
                MAX_STATES);
        Decider d = new Decider(Numeration.fibonacci(), MAX_STATES).define("p", p);
        boolean noMove = d.decide("A x,y,u,v ($p(x,y) & $p(u,v) => ~" + WYTHOFF_MOVE + ")");
        boolean reach = d.decide("A x,y (~$p(x,y) => E u,v ($p(u,v) & " + WYTHOFF_MOVE + "))");
        return "P has " + p.stateCount() + " states, proven " + (noMove && reach) + ", " + d.statesBuilt()
                + " states built";
    }

    private static String nim(Automaton guessed) {
        Decider d = new Decider(Numeration.base(2), MAX_STATES);
        String p = "$xor";
        if (guessed != null) {
            d.define("p", guessed);
            p = "$p";
        }
        boolean noMove = d.decide("A a,b,c,e (" + p + "(a,b,c) => (e < a => ~" + p + "(e,b,c)) & (e < b => ~" + p
                + "(a,e,c)) & (e < c => ~" + p + "(a,b,e)))");
        boolean reach = d.decide("A a,b,c (~" + p + "(a,b,c) => E e (e < a & " + p + "(e,b,c) | e < b & " + p
                + "(a,e,c) | e < c & " + p + "(a,b,e)))");
        return "proven " + (noMove && reach) + ", " + d.statesBuilt() + " states built";
    }

    private static String halving() {
        int size = 1024;
        boolean[] loss = new boolean[size];
        for (int n = 0; n < size; n++) {
            boolean win = false;
            for (int k = 1; k <= n / 2 && !win; k++) {
                win = loss[n - k];
            }
            loss[n] = !win;
        }
        Automaton p = AutomatonGuess.guess(Numeration.base(2), 1, t -> loss[(int) t[0]], size - 1, MAX_STATES);
        Decider d = new Decider(Numeration.base(2), MAX_STATES).define("p", p);
        String move = "(y < x & 2*(x - y) <= x)";
        boolean noMove = d.decide("A x,y ($p(x) & $p(y) => ~" + move + ")");
        boolean reach = d.decide("A x (~$p(x) => E y ($p(y) & " + move + "))");
        return "P has " + p.stateCount() + " states, proven " + (noMove && reach) + ", " + d.statesBuilt()
                + " states built";
    }
}
