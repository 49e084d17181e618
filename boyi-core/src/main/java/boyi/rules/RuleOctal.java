package boyi.rules;

import boyi.solve.grundy.TakeAndBreak;
import java.util.List;
import java.util.Optional;

/**
 * The octal code of a {@code heaps} rule text that is an octal game, recognised from the text's
 * shape (never guessed from values), so that its period is proven by the octal periodicity
 * theorem. Normal play, heaps of 0 without moves, and every move statement of one of two shapes,
 * with k over a fixed domain of positive numbers and exactly one threshold on n:
 * <ul>
 * <li>{@code for k in D if k <= n -> n - k}: take k, leave one heap (or none when n = k; with
 *     {@code k < n}, never none): digit bits 2 and 1;</li>
 * <li>{@code for k in D if k <= n for a in LO..HI -> a, n - k - a} (or {@code n - k - a, a}) with
 *     {@code LO = 0, HI = (n - k) / 2}: every way to leave the rest as at most two heaps (bits 1, 2,
 *     4; with {@code k < n} bits 2 and 4), or {@code LO = 1} with {@code HI = (n - k) / 2} or
 *     {@code n - k - 1}: exactly two non-empty heaps (bit 4).</li>
 * </ul>
 * Other conditions may read only k. Digit k of the code is the OR of the bits of every statement
 * that can take k.
 *
 * <pre>{@code
 * // for k in {1, 2} if k <= n for a in 0..(n - k) / 2 -> a, n - k - a
 * RuleOctal.code(kayles)   // Optional["0.77"]
 * }</pre>
 */
final class RuleOctal {

    /** The most tokens one move may take in a recognised code. */
    private static final int MAX_TAKE = 32;

    private RuleOctal() {
    }

    static Optional<String> code(RuleGame game) {
        return rule(game).map(TakeAndBreak::code);
    }

    /**
     * The take-and-break rule of the text: an octal code (digit 0 is 4 where a statement splits
     * a heap without taking, {@code for a in 1..n / 2 -> a, n - a}), or Grundy's game, whose one
     * statement splits without taking into two unequal heaps: {@code for a in 1..(n - 1) / 2 -> a, n - a}.
     */
    static Optional<TakeAndBreak> rule(RuleGame game) {
        RuleProgram p = game.program();
        if (p.shape() != RuleProgram.Shape.HEAPS || !p.normalPlay() || game.zeroHeapMoves()) {
            return Optional.empty();
        }
        int[] digits = new int[MAX_TAKE + 1];
        for (MoveRule m : p.moves()) {
            if (!addDigits(m, p.slots(), digits)) {
                return Optional.empty();
            }
        }
        int last = MAX_TAKE;
        while (last > 0 && digits[last] == 0) {
            last--;
        }
        if ((digits[0] & UNEQUAL) != 0) {
            boolean alone = last == 0 && p.moves().size() == 1;
            return alone ? Optional.of(TakeAndBreak.grundysGame()) : Optional.empty();
        }
        if (last == 0 && digits[0] == 0 || (digits[0] & ~4) != 0) {
            return Optional.empty();
        }
        StringBuilder code = new StringBuilder(digits[0] + ".");
        for (int k = 1; k <= last; k++) {
            code.append(digits[k]);
        }
        return Optional.of(TakeAndBreak.octal(last == 0 ? code + "0" : code.toString()));
    }

    /** Marks digit 0 of a statement that splits a heap into two unequal heaps (Grundy's game). */
    private static final int UNEQUAL = 8;

    /** How a statement's threshold relates the take K to n. */
    private enum Threshold { EQUAL, BELOW, AT_MOST }

    /** Adds the bits of one move statement; false when it has none of the shapes. */
    private static boolean addDigits(MoveRule m, int slots, int[] digits) {
        List<MoveRule.Step> steps = m.steps();
        long loops = steps.stream().filter(s -> s instanceof MoveRule.Loop).count();
        boolean splits = m.result() instanceof MoveRule.Values vs && vs.values().size() == 2;
        // the first loop runs over the take, unless it is the only loop of a split (a constant take)
        MoveRule.Loop k = !steps.isEmpty() && steps.get(0) instanceof MoveRule.Loop l && !l.symbols() && !(loops == 1 && splits)
                ? l : null;
        Take take = new Take(k);
        Threshold threshold = null;
        MoveRule.Loop split = null;
        List<Expr> filters = new java.util.ArrayList<>();
        for (MoveRule.Step s : steps.subList(k == null ? 0 : 1, steps.size())) {
            if (split != null) {
                return false;                       // nothing may follow the split loop
            }
            if (s instanceof MoveRule.Loop a) {
                split = a;
                continue;
            }
            for (Expr test : conjuncts(((MoveRule.Condition) s).test())) {
                Threshold t = threshold(test, take);
                if (t != null) {
                    if (threshold != null) {
                        return false;
                    }
                    threshold = t;
                } else if (!test.readsState() && !reads(test, slotsOtherThan(k == null ? -1 : k.slot(), slots))) {
                    filters.add(test);
                } else {
                    return false;
                }
            }
        }
        if (!(m.result() instanceof MoveRule.Values v)) {
            return false;
        }
        int bits = split == null ? takeBits(v.values(), take, threshold) : splitBits(v.values(), take, split, threshold);
        if (bits == 0 || take.constant == null && k == null) {
            return false;
        }
        for (long t : k == null ? List.of(take.constant) : takes(k, filters, slots)) {
            if (t < (split == null ? 1 : 0) || t > MAX_TAKE) {
                return false;
            }
            digits[(int) t] |= bits;
        }
        return k != null || filters.stream().allMatch(f -> f.constant() != null && f.constant() != 0);
    }

    /** The tokens a statement takes: its first loop's variable, or one constant found in its shape. */
    private static final class Take {
        final MoveRule.Loop loop;
        Long constant;

        Take(MoveRule.Loop loop) {
            this.loop = loop;
        }

        /** Whether the statement can take nothing, written by leaving the take out ({@code n - a}), fixing the constant 0. */
        boolean isLeftOut() {
            if (loop != null || constant != null && constant != 0) {
                return false;
            }
            constant = 0L;
            return true;
        }

        /** Whether {@code e} is the take (the loop variable, or the constant, fixing it at first sight). */
        boolean is(Expr e) {
            if (loop != null) {
                return e instanceof Expr.Slot s && !s.state && s.slot == loop.slot();
            }
            Long c = e.constant();
            if (c == null || constant != null && !constant.equals(c)) {
                return false;
            }
            constant = c;
            return true;
        }
    }

    /** {@code -> none} when n = K; {@code -> n - K}: one heap (none too where n = K is allowed). */
    private static int takeBits(List<Expr> result, Take take, Threshold threshold) {
        if (threshold == null) {
            return 0;
        }
        if (result.isEmpty()) {
            return threshold == Threshold.EQUAL ? 1 : 0;
        }
        if (result.size() != 1 || !isNMinus(result.get(0), take)) {
            return 0;
        }
        return switch (threshold) {
            case EQUAL -> 1;
            case BELOW -> 2;
            case AT_MOST -> 3;
        };
    }

    private static int splitBits(List<Expr> result, Take take, MoveRule.Loop a, Threshold threshold) {
        if (!(a.domain() instanceof MoveRule.Range r) || result.size() != 2) {
            return 0;
        }
        boolean parts = isSlot(result.get(0), a.slot()) && isRest(result.get(1), take, a.slot())
                || isSlot(result.get(1), a.slot()) && isRest(result.get(0), take, a.slot());
        Long low = r.low().constant();
        if (!parts || low == null || threshold == Threshold.EQUAL) {
            return 0;
        }
        boolean half = r.high() instanceof Expr.Binary h && h.op.equals("/") && isRestOfHeap(h.left, take)
                && Long.valueOf(2).equals(h.right.constant());
        boolean allButOne = isMinusOne(r.high(), take);
        boolean unequal = !half && r.high() instanceof Expr.Binary h3 && h3.op.equals("/") && isMinusOne(h3.left, take)
                && Long.valueOf(2).equals(h3.right.constant());
        if (low == 0 && half && threshold != null) {
            return threshold == Threshold.BELOW ? 6 : 7;
        }
        if (low == 1 && unequal) {
            return Long.valueOf(0).equals(take.constant) && threshold == null ? 4 | UNEQUAL : 0;
        }
        return low == 1 && (half || allButOne) ? 4 : 0;
    }

    /** The values of k's domain that pass the conditions reading only k. */
    private static List<Long> takes(MoveRule.Loop k, List<Expr> filters, int slots) {
        List<Long> out = new java.util.ArrayList<>();
        Env env = new Env(slots);
        List<Long> domain = new java.util.ArrayList<>();
        if (k.domain() instanceof MoveRule.Items items) {
            for (Expr e : items.items()) {
                Long c = e.constant();
                if (c == null) {
                    return List.of(-1L);
                }
                domain.add(c);
            }
        } else if (k.domain() instanceof MoveRule.Range r && r.low().constant() != null && r.high().constant() != null
                && r.high().constant() - r.low().constant() <= MAX_TAKE) {
            for (long x = r.low().constant(); x <= r.high().constant(); x++) {
                domain.add(x);
            }
        } else {
            return List.of(-1L);
        }
        for (long x : domain) {
            env.slots[k.slot()] = x;
            if (filters.stream().allMatch(f -> f.eval(env) != 0)) {
                out.add(x);
            }
        }
        return out;
    }

    /** The parts of {@code a and b and ...}. */
    private static List<Expr> conjuncts(Expr e) {
        if (e instanceof Expr.Binary b && b.op.equals("and")) {
            List<Expr> out = new java.util.ArrayList<>(conjuncts(b.left));
            out.addAll(conjuncts(b.right));
            return out;
        }
        return List.of(e);
    }

    /** {@code K == n}, {@code K < n} or {@code K <= n} in either order; null for anything else. */
    private static Threshold threshold(Expr test, Take take) {
        if (!(test instanceof Expr.Binary b)) {
            return null;
        }
        boolean kn = isN(b.right) && take.is(b.left);
        boolean nk = !kn && isN(b.left) && take.is(b.right);
        if (!kn && !nk) {
            return null;
        }
        return switch (b.op) {
            case "==" -> Threshold.EQUAL;
            case "<" -> kn ? Threshold.BELOW : null;
            case "<=" -> kn ? Threshold.AT_MOST : null;
            case ">" -> nk ? Threshold.BELOW : null;
            case ">=" -> nk ? Threshold.AT_MOST : null;
            default -> null;
        };
    }

    private static boolean isN(Expr e) {
        return e instanceof Expr.Slot s && s.state;
    }

    private static boolean isSlot(Expr e, int slot) {
        return e instanceof Expr.Slot s && !s.state && s.slot == slot;
    }

    /** {@code n - K}. */
    private static boolean isNMinus(Expr e, Take take) {
        return e instanceof Expr.Binary b && b.op.equals("-") && isN(b.left) && take.is(b.right);
    }

    /** {@code n - K}, or {@code n} where the take is left out (0). */
    private static boolean isRestOfHeap(Expr e, Take take) {
        return isNMinus(e, take) || isN(e) && take.isLeftOut();
    }

    /** {@code n - K - 1} (or {@code n - 1} where the take is left out). */
    private static boolean isMinusOne(Expr e, Take take) {
        return e instanceof Expr.Binary b && b.op.equals("-") && isRestOfHeap(b.left, take) && Long.valueOf(1).equals(b.right.constant());
    }

    /** {@code n - K - a} or {@code n - a - K} ({@code n - a} where the take is left out). */
    private static boolean isRest(Expr e, Take take, int a) {
        if (!(e instanceof Expr.Binary b) || !b.op.equals("-")) {
            return false;
        }
        return isRestOfHeap(b.left, take) && isSlot(b.right, a)
                || b.left instanceof Expr.Binary l && l.op.equals("-") && isN(l.left) && isSlot(l.right, a) && take.is(b.right);
    }

    private static int[] slotsOtherThan(int k, int slots) {
        return java.util.stream.IntStream.range(0, slots).filter(s -> s != k).toArray();
    }

    /** Whether the expression reads any of these loop slots (a filter may read k only). */
    private static boolean reads(Expr e, int[] slots) {
        if (e instanceof Expr.Slot s) {
            return !s.state && java.util.Arrays.stream(slots).anyMatch(x -> x == s.slot);
        }
        if (e instanceof Expr.Binary b) {
            return reads(b.left, slots) || reads(b.right, slots);
        }
        if (e instanceof Expr.Unary u) {
            return reads(u.operand, slots);
        }
        if (e instanceof Expr.Choice c) {
            return reads(c.condition, slots) || reads(c.then, slots) || reads(c.otherwise, slots);
        }
        if (e instanceof Expr.Number) {
            return false;
        }
        return true;    // calls, membership, cells: not recognised as a filter on k
    }
}
