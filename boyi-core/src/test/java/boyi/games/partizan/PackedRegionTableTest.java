package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.cgt.CanonicalGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The compact table of region values: what is put is got back, across growth and threads. */
class PackedRegionTableTest {

    private static CanonicalGame valueOf(long key) {
        return CanonicalGame.integer(key % 97);
    }

    @Test
    void fourThreadsPutAndGetOverlappingKeysThroughManyGrowths() throws Exception {
        PackedRegionTable table = new PackedRegionTable();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                done.add(pool.submit(() -> {
                    Random random = new Random(thread);
                    for (int i = 0; i < 50_000; i++) {
                        long key = (random.nextInt(60_000) + 1L) * 0x1_0000_0001L;   // keys that differ only in high bits too
                        table.put(key, valueOf(key));
                        assertThat(table.get(key)).isSameAs(valueOf(key));
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        long present = 0;
        for (long k = 1; k <= 60_000; k++) {
            CanonicalGame g = table.get(k * 0x1_0000_0001L);
            if (g != null) {
                assertThat(g).isSameAs(valueOf(k * 0x1_0000_0001L));
                present++;
            }
        }
        assertThat(table.size()).isEqualTo(present).isGreaterThan(50_000);
        assertThat(table.get(-5L)).isNull();
    }
}
