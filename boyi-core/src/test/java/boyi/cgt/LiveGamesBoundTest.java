package boyi.cgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The bound on live canonical forms: a sum whose canonical forms outgrow it is refused with a
 * message naming the bound, and games that only the caches hold never make ordinary work refused.
 */
class LiveGamesBoundTest {

    @AfterEach
    void defaultBound() {
        CanonicalGame.liveLimit(CanonicalGame.DEFAULT_LIVE_LIMIT);
    }

    /**
     * The games live now that no cache holds them (other tests' constants hold some): every cache
     * that the bound's reclaim empties (operations, memos, Nus's infinitesimals) is emptied here
     * too, else games that earlier test classes left in a memo count as live here and the reclaim
     * frees them during the sum, and the collector runs until the interned table stops shrinking.
     */
    private static int liveWithoutCaches() throws InterruptedException {
        CanonicalGame.cacheLimit(CanonicalGame.cacheLimit());
        GameMemo.forgetAll();
        Nus.forgetCached();
        int live = CanonicalGame.internedCount();
        for (int tries = 0; tries < 20; tries++) {
            System.gc();
            Thread.sleep(20);
            int now = CanonicalGame.internedCount();
            if (now == live) {
                break;
            }
            live = now;
        }
        return live;
    }

    /** {1||0|-1} + {2||0|-2} + ... + {n||0|-n}: its canonical form has thousands of subpositions for n = 6. */
    private static String hostileSum(int n) {
        List<String> terms = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            terms.add("{" + k + "||0|-" + k + "}");
        }
        return String.join("+", terms);
    }

    @Test
    void aSumThatNeedsMoreLiveFormsThanTheBoundIsRefusedNamingTheBound() throws InterruptedException {
        String sum = hostileSum(6);
        // Room for 16 more games: a reclaim must bring the table below 15/16 of the bound, so it
        // leaves the sum at most 16 - live/16 new games held at once, whatever other test classes left
        // live (with 256, a JVM where few games were live left room for over 200, and the sum fitted).
        int bound = Math.max(64, liveWithoutCaches() + 16);     // 64: the least bound there is
        CanonicalGame.liveLimit(bound);
        assertThatThrownBy(() -> CgtNotation.parse(sum))
                .isInstanceOf(TooLargeException.class)
                .hasMessageContaining(String.format("the bound on live canonical forms, %,d", bound));
        CanonicalGame.liveLimit(CanonicalGame.DEFAULT_LIVE_LIMIT);
        CanonicalGame value = CgtNotation.parse(sum);    // the same sum within the default bound: exact
        for (int k = 1; k <= 6; k++) {
            value = value.subtract(CgtNotation.parse("{" + k + "||0|-" + k + "}"));
        }
        assertThat(value).isSameAs(CanonicalGame.ZERO);
    }

    @Test
    void gamesHeldOnlyByTheCachesNeverMakeOrdinaryWorkRefused() throws InterruptedException {
        CanonicalGame expected = CgtNotation.parse(hostileSum(3));
        int bound = liveWithoutCaches() + 2048;
        CanonicalGame.liveLimit(bound);
        List<CanonicalGame> held = new ArrayList<>();
        for (int k = 0; k < 6000; k++) {
            // x + * = {x|x}: 12,000 new games, far more than the bound allows, that only the sum cache holds (and the last few, held here)
            CanonicalGame s = CanonicalGame.integer(1_000_000_000L + k).add(CanonicalGame.STAR);
            if (k >= 5990) {
                held.add(s);
            }
        }
        assertThat(CanonicalGame.internedCount()).isLessThan(bound);
        assertThat(CgtNotation.parse(hostileSum(3))).isSameAs(expected);
        for (int i = 0; i < held.size(); i++) {
            assertThat(held.get(i).toString()).isEqualTo((1_000_005_990L + i) + "*");
            assertThat(held.get(i).subtract(CanonicalGame.STAR)).isSameAs(CanonicalGame.integer(1_000_005_990L + i));
        }
    }
}
