package boyi.games.lol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.TooLargeException;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LolRaceMemoTest {

    @Test
    void agreesWithAHashMapOfListsThroughGrowth() {
        LolRaceMemo memo = new LolRaceMemo(1_000_000);
        Map<java.util.List<Long>, Boolean> reference = new HashMap<>();
        Random random = new Random(5);
        for (int i = 0; i < 50_000; i++) {
            long[] parts = random.longs(random.nextInt(4), 0, 40).sorted().toArray();
            java.util.List<Long> key = java.util.Arrays.stream(parts).boxed().toList();
            int got = memo.get(parts);
            Boolean want = reference.get(key);
            assertThat(got).as(key.toString()).isEqualTo(want == null ? -1 : want ? 1 : 0);
            if (want == null) {
                boolean result = random.nextBoolean();
                memo.put(parts, result);
                reference.put(key, result);
            }
        }
        assertThat(memo.size()).isEqualTo(reference.size());
    }

    @Test
    void budgetIsKept() {
        LolRaceMemo memo = new LolRaceMemo(2);
        memo.put(new long[] {1}, true);
        memo.put(new long[] {}, false);
        assertThat(memo.get(new long[] {})).isZero();
        assertThatThrownBy(() -> memo.put(new long[] {2}, true)).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("more than 2 positions");
    }
}
