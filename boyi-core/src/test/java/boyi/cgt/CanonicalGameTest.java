package boyi.cgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The value algebra against its definitions on every game born by day 3: distinct canonical
 * forms are distinct values (the published counts 1, 4, 22, 1474), canonical forms are
 * idempotent, G - G = 0, and every comparison agrees with playing the difference out by plain
 * search over the unreduced game tree.
 */
class CanonicalGameTest {

    /** The games born by the next day: {L | R} for all antichains L, R of the games born by now. */
    static List<CanonicalGame> nextDay(List<CanonicalGame> born) {
        List<List<CanonicalGame>> antichains = antichains(born);
        Set<CanonicalGame> out = new LinkedHashSet<>();
        for (List<CanonicalGame> l : antichains) {
            for (List<CanonicalGame> r : antichains) {
                out.add(CanonicalGame.of(l, r));
            }
        }
        return new ArrayList<>(out);
    }

    static List<List<CanonicalGame>> antichains(List<CanonicalGame> games) {
        List<List<CanonicalGame>> out = new ArrayList<>();
        out.add(List.of());
        for (CanonicalGame g : games) {
            int size = out.size();
            for (int k = 0; k < size; k++) {
                List<CanonicalGame> a = out.get(k);
                boolean incomparable = true;
                for (CanonicalGame h : a) {
                    if (g.leq(h) || h.leq(g)) {
                        incomparable = false;
                        break;
                    }
                }
                if (incomparable) {
                    List<CanonicalGame> b = new ArrayList<>(a);
                    b.add(g);
                    out.add(b);
                }
            }
        }
        return out;
    }

    static final List<CanonicalGame> DAY0 = List.of(CanonicalGame.ZERO);
    static final List<CanonicalGame> DAY1 = nextDay(DAY0);
    static final List<CanonicalGame> DAY2 = nextDay(DAY1);
    static final List<CanonicalGame> DAY3 = nextDay(DAY2);

    @Test
    void gamesBornByEachDayHaveThePublishedCounts() {
        assertThat(DAY1).hasSize(4);
        assertThat(DAY2).hasSize(22);
        assertThat(DAY3).hasSize(1474);
        assertThat(DAY3).allSatisfy(g -> assertThat(g.birthday()).isLessThanOrEqualTo(BigInteger.valueOf(3)));
        assertThat(DAY3.stream().filter(g -> g.birthday().intValueExact() == 3)).hasSize(1474 - 22);
    }

    @Test
    void canonicalFormIsIdempotentAndTheNotationRoundTrips() {
        for (CanonicalGame g : DAY3) {
            assertThat(CanonicalGame.of(g.leftOptions(), g.rightOptions())).isSameAs(g);
            assertThat(CgtNotation.parse(g.toString())).as(g.toString()).isSameAs(g);
            assertThat(g.negate().negate()).isSameAs(g);
        }
    }

    @Test
    void distinctCanonicalFormsAreUnequalAndEqualFormsAreSame() {
        // canonical forms unique: two different forms on day 2 always compare unequal
        for (CanonicalGame g : DAY2) {
            for (CanonicalGame h : DAY2) {
                assertThat(g.compare(h) == Relation.EQUAL).isEqualTo(g == h);
            }
        }
    }

    @Test
    void gameMinusItselfIsZeroForEveryGameBornByDay3() {
        for (CanonicalGame g : DAY3) {
            assertThat(g.subtract(g)).as(g.toString()).isSameAs(CanonicalGame.ZERO);
        }
    }

    @Test
    void sumIsCommutativeAndAssociativeOnASample() {
        Random random = new Random(3);
        for (int k = 0; k < 200; k++) {
            CanonicalGame a = DAY3.get(random.nextInt(DAY3.size()));
            CanonicalGame b = DAY2.get(random.nextInt(DAY2.size()));
            CanonicalGame c = DAY2.get(random.nextInt(DAY2.size()));
            assertThat(a.add(b)).isSameAs(b.add(a));
            assertThat(a.add(b).add(c)).isSameAs(a.add(b.add(c)));
            assertThat(a.add(b).subtract(b)).isSameAs(a);
        }
    }

    // ---- comparison against plain play of the unreduced difference

    /** A game tree with no reduction at all: the formal sum of two trees is its own tree. */
    record Tree(List<Tree> left, List<Tree> right) {
        static Tree of(CanonicalGame g, Map<CanonicalGame, Tree> memo) {
            Tree t = memo.get(g);
            if (t == null) {
                List<Tree> l = new ArrayList<>();
                List<Tree> r = new ArrayList<>();
                g.leftOptions().forEach(o -> l.add(of(o, memo)));
                g.rightOptions().forEach(o -> r.add(of(o, memo)));
                t = new Tree(l, r);
                memo.put(g, t);
            }
            return t;
        }

        Tree negate() {
            return new Tree(right.stream().map(Tree::negate).toList(), left.stream().map(Tree::negate).toList());
        }
    }

    /** Plain play of a + b: does the player to move win? Memoised on the pair of subtrees. */
    static final class Play {
        private final Map<Tree, Map<Tree, Boolean>> leftFirst = new IdentityHashMap<>();
        private final Map<Tree, Map<Tree, Boolean>> rightFirst = new IdentityHashMap<>();

        boolean leftWinsMovingFirst(Tree a, Tree b) {
            Boolean known = leftFirst.computeIfAbsent(a, x -> new IdentityHashMap<>()).get(b);
            if (known != null) {
                return known;
            }
            boolean win = false;
            for (Tree al : a.left) {
                win |= !rightWinsMovingFirst(al, b);
            }
            for (Tree bl : b.left) {
                win |= !rightWinsMovingFirst(a, bl);
            }
            leftFirst.get(a).put(b, win);
            return win;
        }

        boolean rightWinsMovingFirst(Tree a, Tree b) {
            Boolean known = rightFirst.computeIfAbsent(a, x -> new IdentityHashMap<>()).get(b);
            if (known != null) {
                return known;
            }
            boolean win = false;
            for (Tree ar : a.right) {
                win |= !leftWinsMovingFirst(ar, b);
            }
            for (Tree br : b.right) {
                win |= !leftWinsMovingFirst(a, br);
            }
            rightFirst.get(a).put(b, win);
            return win;
        }
    }

    @Test
    void comparisonAgreesWithPlayingTheDifference() {
        Map<CanonicalGame, Tree> memo = new HashMap<>();
        Map<CanonicalGame, Tree> negMemo = new IdentityHashMap<>();
        Play play = new Play();
        Random random = new Random(23);
        List<CanonicalGame> sample = new ArrayList<>(DAY2);
        for (int k = 0; k < 100; k++) {
            sample.add(DAY3.get(random.nextInt(DAY3.size())));
        }
        for (CanonicalGame g : sample) {
            for (CanonicalGame h : sample) {
                Tree tg = Tree.of(g, memo);
                Tree th = negMemo.computeIfAbsent(h, x -> Tree.of(x, memo).negate());
                // G >= H iff Right moving first in G - H loses; G <= H iff Left moving first loses
                boolean geq = !play.rightWinsMovingFirst(tg, th);
                boolean leq = !play.leftWinsMovingFirst(tg, th);
                assertThat(g.geq(h)).as(g + " >= " + h).isEqualTo(geq);
                assertThat(g.leq(h)).as(g + " <= " + h).isEqualTo(leq);
            }
        }
    }

    @Test
    void outcomeClassesOfDay3AgreeWithPlay() {
        Map<CanonicalGame, Tree> memo = new HashMap<>();
        Play play = new Play();
        Tree zero = new Tree(List.of(), List.of());
        Map<OutcomeClass, Integer> counts = new HashMap<>();
        for (CanonicalGame g : DAY3) {
            Tree t = Tree.of(g, memo);
            boolean l = play.leftWinsMovingFirst(t, zero);
            boolean r = play.rightWinsMovingFirst(t, zero);
            OutcomeClass expected = l && r ? OutcomeClass.N : l ? OutcomeClass.L : r ? OutcomeClass.R : OutcomeClass.P;
            assertThat(g.outcome()).as(g.toString()).isEqualTo(expected);
            counts.merge(expected, 1, Integer::sum);
        }
        assertThat(counts.get(OutcomeClass.P)).isEqualTo(1);        // only 0 is a second-player win
        assertThat(counts.get(OutcomeClass.L)).isEqualTo(counts.get(OutcomeClass.R));
    }

    @Test
    void stopsFollowTheirDefinitionAndTemperatureIsWhereTheWallsMeet() {
        for (CanonicalGame g : DAY3) {
            assertThat(g.leftStop()).isGreaterThanOrEqualTo(g.rightStop());
            assertThat(g.mean()).isBetween(g.rightStop(), g.leftStop());
            Thermograph t = g.thermograph();
            Dyadic top = t.temperature().add(Dyadic.ONE);
            assertThat(t.left().at(top)).isEqualTo(t.mast());
            assertThat(t.right().at(top)).isEqualTo(t.mast());
            assertThat(t.left().at(Dyadic.ZERO)).isEqualTo(g.isNumber() ? g.number() : g.leftStop());
            assertThat(t.right().at(Dyadic.ZERO)).isEqualTo(g.isNumber() ? g.number() : g.rightStop());
            // the mean is additive: m(G + G) = 2 m(G)
            assertThat(g.add(g).mean()).isEqualTo(g.mean().times(2));
        }
    }

    @Test
    void operationCachesFarBelowTheWorkStillGiveExactValues() {
        Random random = new Random(29);
        List<CanonicalGame[]> pairs = new ArrayList<>();
        List<CanonicalGame> sums = new ArrayList<>();
        List<Relation> relations = new ArrayList<>();
        for (int k = 0; k < 60; k++) {
            CanonicalGame a = DAY3.get(random.nextInt(DAY3.size()));
            CanonicalGame b = DAY2.get(random.nextInt(DAY2.size()));
            pairs.add(new CanonicalGame[] {a, b});
            sums.add(a.add(b));
            relations.add(a.compare(b));
        }
        long replacedBefore = CanonicalGame.cacheReplacements();
        try {
            CanonicalGame.cacheLimit(64);         // entries replaced again and again while one sum is made
            for (int k = 0; k < pairs.size(); k++) {
                CanonicalGame[] p = pairs.get(k);
                assertThat(p[0].add(p[1])).isSameAs(sums.get(k));
                assertThat(p[0].compare(p[1])).isEqualTo(relations.get(k));
                assertThat(p[0].add(p[1]).subtract(p[1])).isSameAs(p[0]);
            }
            for (CanonicalGame g : DAY2) {
                assertThat(g.subtract(g)).isSameAs(CanonicalGame.ZERO);
            }
            assertThat(CanonicalGame.cacheReplacements() - replacedBefore).isGreaterThan(20);
        } finally {
            CanonicalGame.cacheLimit(CanonicalGame.DEFAULT_CACHE_LIMIT);
        }
    }

    @Test
    void gamesNoOneHoldsLeaveTheInternedTableAndComeBackEqual() throws InterruptedException {
        int before = CanonicalGame.internedCount();
        for (int k = 0; k < 5000; k++) {
            CanonicalGame.integer(1_000_000_000L + k).add(CanonicalGame.STAR);
        }
        CanonicalGame.cacheLimit(CanonicalGame.DEFAULT_CACHE_LIMIT);   // the sum cache holds the sums: empty it
        int after = CanonicalGame.internedCount();
        for (int tries = 0; tries < 50 && after > before + 1000; tries++) {
            System.gc();
            Thread.sleep(20);
            after = CanonicalGame.internedCount();
        }
        assertThat(after).isLessThan(before + 1000);
        CanonicalGame again = CanonicalGame.integer(1_000_000_000L).add(CanonicalGame.STAR);
        assertThat(again.toString()).isEqualTo("1000000000*");
        assertThat(again.subtract(CanonicalGame.STAR)).isSameAs(CanonicalGame.integer(1_000_000_000L));
    }
}
