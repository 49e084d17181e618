package boyi.solve.grundy;

import boyi.solve.Interruption;
import boyi.solve.Periodicity;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The sparse-space method (Berlekamp; Gangolli–Plambeck; Flammenkamp). A bit mask w, and
 * optionally the parity of the heap (when every splitting take has the same parity t0), split
 * the heaps into <em>rare</em> and <em>common</em> ones: heap a is rare when
 * {@code popcount(G(a) & w) + e * (a - t0)} is even (e = 0 or 1). Because XOR adds popcount
 * parities and the two parts of a split add up to n - k, a split with exactly one rare part
 * gives a value of one parity class ("common" for heap n), the other splits the other class
 * ("rare"). In most take-and-break games a good (w, e) leaves few rare heaps (Kayles: finitely
 * many), so for each heap n:
 * <ol>
 * <li>every split with a rare part is enumerated from the short list of rare heaps: this
 *     decides exactly which common values are options;</li>
 * <li>the least common value not an option bounds the mex; each rare value x below it must be
 *     an option too, shown by a witness split (p, m - p) with G(p) = v and G(m - p) = u: u one
 *     of the values most frequent among heaps of the residue of m - p mod 6, and p among the
 *     first heaps with value v = x ^ u (these pairs listed once per choice of the frequent
 *     values; each pair checked marks the value it gives, so later values are often seen
 *     before their turn);</li>
 * <li>only when no witness turns up are the splits scanned, from both ends, until every rare
 *     value below the bound is seen (a full scan only when G(n) itself is rare).</li>
 * </ol>
 * Every value is exact whatever (w, e) is; they only decide the speed. They are chosen from the
 * values so far at each power of two (fewest rare heaps, by a Walsh–Hadamard transform of the
 * value histograms of even and odd heaps).
 *
 * <pre>{@code
 * GrundySequence grundy = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
 * grundy.extendTo(10_000_000);
 * }</pre>
 */
public final class SparseTakeAndBreak extends TakeAndBreakSequence {

    /** Heaps below this are computed with w = 0, e = 0 (all rare: the direct method). */
    private static final int FIRST_MASK_CHOICE = 1024;
    /**
     * Heaps remembered per value for witness splits: the first few in each residue class mod 6
     * (values often follow n mod 2 or 3, so heaps of one class alone can all miss).
     */
    private static final int CLASSES = 6;
    private static final int PER_CLASS = 4;
    /** Most frequent values tried as the other part of a witness split. */
    private static final int FREQUENT = 48;

    /** Heaps per block of a parallel run ({@link #extendTo(int, int)}). */
    private static final int BLOCK = 512;
    /** Heaps a thread takes at a time from a block. */
    private static final int CHUNK = 32;
    /** A parallel run computes the heaps below this on one thread (the rare heaps are dense there). */
    private static final int PARALLEL_FROM = 1 << 16;

    private final boolean periodShortcut;
    private final int parallelFrom;
    private final int blockSize;
    /** Parity of the splitting takes, or -1 when they have both parities (then e stays 0). */
    private final int takeParity;

    private int mask;
    private int heapParity;
    /** Heaps n >= 1 with rare values, ascending. */
    private int[] rare = new int[64];
    /** rareValues[i] = G(rare[i]). */
    private int[] rareValues = new int[64];
    private int rareCount;
    private int nextMaskChoice = FIRST_MASK_CHOICE;

    /** firstHeaps[v][r * PER_CLASS + j] = the j-th heap with value v and n = r mod 6 (0: none). */
    private int[][] firstHeaps = new int[64][];
    /** frequent[r] = the values most frequent among recent heaps n = r mod 6, most first. */
    private final int[][] frequent = new int[CLASSES][0];
    /** How many times the frequent values were chosen (a search's witness pairs are of one choice). */
    private int frequentChoice;
    /** The search of the calling thread (and of each heap's last step in a parallel run). */
    private final Search main = new Search();
    /**
     * The searches of a parallel run's block phase, one per thread (the first is the calling
     * thread's), kept for their counts and witness pairs.
     */
    private final List<Search> helpers = new ArrayList<>();
    /** The marks of the blocks of a parallel run, one array for all. */
    private long[] blockMarks = new long[0];
    /** The block of a parallel run whose heaps are being finished, or null. */
    private Block block;
    /** The last two powers of two reached (n = 2^k - 1) and the work done by then. */
    private int checkpoint;
    private int previousCheckpoint;
    private long workAtCheckpoint;
    private long workAtPreviousCheckpoint;
    /** Once set, G(n) = G(n - period) for every later n (proven by the octal periodicity theorem). */
    private Periodicity proven;
    private int copiedFrom;

    /** The engine with the period shortcut (where the octal periodicity theorem applies). */
    public SparseTakeAndBreak(TakeAndBreak rule) {
        this(rule, true);
    }

    /**
     * @param periodShortcut whether, once the octal periodicity theorem proves a period (checked
     *                       at each power of two), later values are copied from one period back
     *                       instead of computed
     */
    public SparseTakeAndBreak(TakeAndBreak rule, boolean periodShortcut) {
        this(rule, periodShortcut, PARALLEL_FROM, BLOCK);
    }

    /** With a parallel run's first heap and block size given (tests run small blocks early). */
    SparseTakeAndBreak(TakeAndBreak rule, boolean periodShortcut, int parallelFrom, int blockSize) {
        super(rule);
        this.parallelFrom = parallelFrom;
        this.blockSize = blockSize;
        this.periodShortcut = periodShortcut && !rule.unequalSplits();
        int parity = splitTakes.length == 0 ? 0 : splitTakes[0] & 1;
        for (int k : splitTakes) {
            if ((k & 1) != parity) {
                parity = -1;
            }
        }
        this.takeParity = parity;
    }

    private static int parity(int v) {
        return Integer.bitCount(v) & 1;
    }

    /** Whether heap n with value v is rare under the current (w, e). */
    private boolean rareHeap(int n, int v) {
        return (parity(v & mask) ^ (heapParity & (n ^ takeParity))) == 0;
    }

    @Override
    protected int next(int n) {
        if (proven != null) {
            return g.get(n - (int) proven.period());
        }
        if (block != null && n >= block.base) {
            return block.finish(n);
        }
        main.fit();
        return main.search(n, n);
    }

    /**
     * Extends to {@code upto} on {@code threads} threads, with the values of {@link #extendTo(int)}
     * (every value is exact; the threads change only the speed). From heap 65,536 on the heaps go
     * in blocks [base, base + 512) that no change of mask crosses: first all
     * threads search the block's heaps for their options made of heaps below base (the rare-list
     * pass, witnesses and scans: the bulk of the work), then this thread adds, heap by heap in
     * order, the splits with a part at or above base that decide common options (a rare part
     * smaller than n - base, or a rare heap of the block) and finishes the mex.
     */
    public void extendTo(int upto, int threads) {
        if (threads <= 1 || upto < parallelFrom) {
            extendTo(upto);
            return;
        }
        extendTo(parallelFrom - 1);
        while (helpers.size() < threads) {
            helpers.add(new Search());
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads - 1, task -> {
            Thread t = new Thread(task, "grundy-search");
            t.setDaemon(true);
            return t;
        });
        try {
            while (computedUpTo() < upto && proven == null) {
                int base = computedUpTo() + 1;
                int end = (int) Math.min(Math.min(upto, base + (long) blockSize - 1), nextMaskChoice - 1L);
                Block b = new Block(base, end);
                b.searchAll(pool, threads);
                block = b;
                try {
                    extendTo(end);
                } finally {
                    block = null;
                }
            }
        } finally {
            pool.shutdownNow();
        }
        extendTo(upto); // the rest copied from a proven period
    }

    /**
     * The heaps base..end of a parallel run: what each heap's search among heaps below base
     * marked, as bits ({@code words} longs a heap, values below {@code 64 * words}: every XOR of
     * values so far).
     */
    private final class Block {

        final int base;
        private final int end;
        private final int words;
        private final long[] marks;
        private final AtomicLong taken = new AtomicLong();

        Block(int base, int end) {
            this.base = base;
            this.end = end;
            this.words = Math.max(1, Integer.highestOneBit(Math.max(1, g.max())) * 2 / 64);
            int length = (end - base + 1) * words;
            if (blockMarks.length < length) {
                blockMarks = new long[length];
            }
            this.marks = blockMarks; // every heap's words are written before they are read
        }

        void searchAll(ExecutorService pool, int threads) {
            List<Future<Void>> running = new ArrayList<>();
            for (int t = 1; t < threads; t++) {
                Search s = helpers.get(t);
                running.add(pool.submit(Interruption.carryingDeadline(() -> {
                    searchChunks(s);
                    return null;
                })));
            }
            searchChunks(helpers.get(0));
            try {
                for (Future<Void> f : running) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                Interruption.checkNow();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                if (e.getCause() instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(e.getCause());
            }
        }

        /** Searches chunks of heaps until none is left, keeping each heap's marks as bits. */
        private void searchChunks(Search s) {
            s.fit();
            for (long from = base + taken.getAndAdd(CHUNK); from <= end; from = base + taken.getAndAdd(CHUNK)) {
                for (int n = (int) from; n <= Math.min(end, from + CHUNK - 1); n++) {
                    s.search(n, base);
                    int[] seen = s.seen;
                    int at = (n - base) * words;
                    for (int w = 0; w < words; w++) {
                        long bits = 0;
                        int v0 = w << 6;
                        for (int b = 0; b < 64; b++) {
                            bits |= (long) (((seen[v0 + b] ^ n) - 1) >>> 31) << b; // 1 when seen[v] == n (both >= 0)
                        }
                        marks[at + w] = bits;
                    }
                }
            }
        }

        /** G(n), given G(0..n-1): the block search's marks, the splits with a part at or above base, the mex. */
        int finish(int n) {
            Search s = main;
            s.fit();
            int[] seen = s.seen;
            int at = (n - base) * words;
            for (int w = 0; w < words; w++) {
                for (long bits = marks[at + w]; bits != 0; bits &= bits - 1) {
                    seen[(w << 6) + Long.numberOfTrailingZeros(bits)] = n;
                }
            }
            for (int k : singleTakes) {
                if (n - k >= base) {
                    seen[g.get(n - k)] = n;
                }
            }
            for (int k : splitTakes) {
                int m = n - k;
                // a rare part a with the other part m - a at or above base,
                for (int i = 0; i < rareCount && rare[i] <= m - base && rare[i] < m; i++) {
                    markSplit(seen, m, rare[i], n);
                }
                // and a rare part at or above base (a heap of this block)
                for (int i = lowerBound(base); i < rareCount && rare[i] < m; i++) {
                    markSplit(seen, m, rare[i], n);
                }
            }
            return s.mex(n, n);
        }

        private void markSplit(int[] seen, int m, int a, int stamp) {
            if (!(rule.unequalSplits() && 2 * a == m)) {
                seen[g.get(a) ^ g.get(m - a)] = stamp;
            }
        }
    }

    /**
     * One thread's search for the options of a heap, with its own marks and witness pairs. A
     * value v is "seen" for heap n when {@code seen[v] == n}, so the mark array is never cleared.
     */
    private final class Search {

        int[] seen = new int[64];
        /** For the heap being searched: a value v is rare-class when parity(v &amp; w) equals this. */
        private int rareValueParity;
        /** witnessPairs(x, r) at x * CLASSES + r, made as needed; for the frequent values of choice pairsChoice. */
        private int[][] pairs = new int[0][];
        private int pairsChoice = -1;
        private final Interruption stop = new Interruption();
        private long fullScans;
        private long witnessChecks;
        private long rareLookups;

        /** Makes room for every option and mex of the values so far (call before a heap, never within). */
        void fit() {
            if (seen.length < SparseTakeAndBreak.this.seen.length) {
                seen = Arrays.copyOf(seen, SparseTakeAndBreak.this.seen.length);
            }
        }

        boolean rareValue(int v) {
            return parity(v & mask) == rareValueParity;
        }

        /**
         * Marks the options of heap n (stamp n) whose heaps are all below {@code known} (G(0..known-1)
         * are the values used; {@code known == n}: all of them) and returns the mex they give:
         * G(n) when {@code known == n}.
         */
        int search(int n, int known) {
            int stamp = n;
            for (int k : wholeTakes) {
                if (k == n) {
                    seen[0] = stamp;
                }
            }
            for (int k : singleTakes) {
                if (n - k >= 1 && n - k < known) {
                    seen[g.get(n - k)] = stamp;
                }
            }
            // 1. Every split with a rare part (both parts below known): this decides the common options.
            int[] seenNow = seen;
            for (int k : splitTakes) {
                int m = n - k;
                int first = m - known < 1 ? 0 : lowerBound(m - known + 1);
                // the rare parts a < m - a need no test (all of them once every rare heap is below m / 2)
                int smaller = rareCount == 0 || 2L * rare[rareCount - 1] < m ? rareCount : lowerBound((m + 1) / 2);
                int i = Math.max(first, smaller);
                g.markSplits(seenNow, stamp, m, rare, rareValues, first, i);
                for (; i < rareCount; i++) {
                    int a = rare[i];
                    if (a >= m) {
                        break;
                    }
                    if (rule.unequalSplits() && 2 * a == m) {
                        continue;
                    }
                    seenNow[g.get(a) ^ g.get(m - a)] = stamp;
                }
                rareLookups += i - first;
                for (int c = (i - first) >>> 8; c > 0; c--) {
                    stop.check(); // one check per 256 lookups, outside the hot loop
                }
            }
            return mex(n, known);
        }

        /**
         * The mex of heap n's options marked so far (stamp n), every common option being marked:
         * the least common value not an option bounds it, and each rare value below that bound
         * is looked for among the splits whose parts are below {@code known}.
         */
        int mex(int n, int known) {
            int stamp = n;
            rareValueParity = heapParity & (n ^ takeParity) & 1;
            int limit = seen.length - 1;
            int common = 0;
            while (common < limit && (rareValue(common) || seen[common] == stamp)) {
                common++;
            }
            int x = leastMissingRare(0, common, stamp);
            if (x == common || (mask == 0 && heapParity == 0)) {
                return x; // with w = 0, e = 0 every heap is on the rare list: step 1 saw every split
            }
            if (known < n) { // a block's search: a witness for each, then one scan for those missed
                int missed = x;
                for (; x < common; x = leastMissingRare(x + 1, common, stamp)) {
                    witness(n, x, stamp, known);
                }
                x = leastMissingRare(missed, common, stamp);
                return x == common ? common : scan(n, x, common, stamp, known);
            }
            // ... each rare value below it needs a witness split,
            while (x < common && witness(n, x, stamp, known)) {
                x = leastMissingRare(x + 1, common, stamp);
            }
            if (x == common) {
                return common;
            }
            // ... else scan every split, from both ends.
            return scan(n, x, common, stamp, known);
        }

        /** Looks for a split of heap n (parts below known) with value x among likely pairs; marks x. */
        private boolean witness(int n, int x, int stamp, int known) {
            // Every pair checked marks the value it gives, so the values still missing are often
            // seen before their own turn.
            int[] marks = seen;
            for (int k : splitTakes) {
                int m = n - k;
                int[] pairs = witnessPairs(x, Math.floorMod(m, CLASSES));
                // the part p of a split of m with m - p < known: lowest <= p < m, not m / 2 when unequal
                int lowest = Math.max(1, m - known + 1);
                int equal = rule.unequalSplits() && (m & 1) == 0 ? m / 2 : 0;
                int checked = 0;
                for (int i = 0; i < pairs.length; i += 2) {
                    int p = pairs[i];
                    if (p < lowest || p >= m || p == equal) {
                        continue;
                    }
                    checked++;
                    int y = pairs[i + 1] ^ g.get(m - p);
                    marks[y] = stamp;
                    if (y == x) {
                        witnessChecks += checked;
                        return true;
                    }
                }
                witnessChecks += checked;
            }
            return false;
        }

        /**
         * The likely witness pairs for value x in a split of m = n - k, as (p, G(p)) flattened, in
         * the order tried: for the j-th most frequent value u among heaps of each residue mod 6
         * (j = 0 first), for each residue r of p, the first heaps p = r (mod 6) with G(p) = x ^ u.
         * Made on first use after each choice of the frequent values (the heaps remembered
         * since then wait for the next choice: only the speed depends on them).
         */
        private int[] witnessPairs(int x, int residueOfM) {
            if (pairsChoice != frequentChoice) {
                pairs = new int[0][];
                pairsChoice = frequentChoice;
            }
            int slot = x * CLASSES + residueOfM;
            if (slot >= pairs.length) {
                pairs = Arrays.copyOf(pairs, Math.max(2 * pairs.length, slot + CLASSES));
            }
            if (pairs[slot] == null) {
                int[] out = new int[2 * FREQUENT * CLASSES * PER_CLASS];
                int size = 0;
                for (int j = 0; j < FREQUENT; j++) {
                    for (int r = 0; r < CLASSES; r++) {
                        int[] likely = frequent[Math.floorMod(residueOfM - r, CLASSES)];
                        int v = j < likely.length ? x ^ likely[j] : Integer.MAX_VALUE;
                        int[] heaps = v < firstHeaps.length ? firstHeaps[v] : null;
                        for (int i = r * PER_CLASS; heaps != null && i < (r + 1) * PER_CLASS && heaps[i] != 0; i++) {
                            out[size++] = heaps[i];
                            out[size++] = v;
                        }
                    }
                }
                pairs[slot] = Arrays.copyOf(out, size);
            }
            return pairs[slot];
        }

        private int scan(int n, int x, int common, int stamp, int known) {
            int[] lasts = new int[splitTakes.length];
            int longest = 0;
            for (int j = 0; j < splitTakes.length; j++) {
                int m = n - splitTakes[j];
                lasts[j] = m < 2 ? 0 : (int) rule.largestSmallerPart(m);
                longest = Math.max(longest, lasts[j]);
            }
            // From both ends in turn: small a (G(a) small, XOR close to G(m - a)) and a near m/2
            // (both parts large, XORs spread out) find different rare values quickly.
            // In blocks of 256 splits with one interruption check per block (none in the hot loop).
            for (int block = 0; block < longest; block += 256) {
                stop.check();
                int blockEnd = Math.min(longest, block + 256);
                for (int i = block; i < blockEnd; i++) {
                    int a = (i & 1) == 0 ? 1 + (i >> 1) : longest - (i >> 1);
                    int ga = g.get(a);
                    witnessChecks++;
                    for (int j = 0; j < splitTakes.length; j++) {
                        int other = n - splitTakes[j] - a;
                        if (a <= lasts[j] && other < known) {
                            seen[ga ^ g.get(other)] = stamp;
                        }
                    }
                    if (seen[x] == stamp) {
                        x = leastMissingRare(x, common, stamp);
                        if (x == common) {
                            return common;
                        }
                    }
                }
            }
            fullScans++;
            return x;
        }

        /** The least rare value in [from, limit) not marked, or limit. */
        private int leastMissingRare(int from, int limit, int stamp) {
            int x = from;
            while (x < limit && (!rareValue(x) || seen[x] == stamp)) {
                x++;
            }
            return x;
        }
    }

    @Override
    protected void afterAdd(int n, int v) {
        if (proven != null) {
            return;
        }
        if (n >= 1 && rareHeap(n, v)) {
            addRare(n, v);
        }
        if (n >= 1) {
            remember(n, v);
        }
        if (n + 1 == nextMaskChoice) {
            previousCheckpoint = checkpoint;
            workAtPreviousCheckpoint = workAtCheckpoint;
            checkpoint = n;
            workAtCheckpoint = work();
            nextMaskChoice = nextMaskChoice > Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE : nextMaskChoice * 2;
            chooseClasses(n);
            chooseFrequent(n);
            if (periodShortcut) {
                proven = OctalPeriods.octalProof(g, n, rule.maxTake()).orElse(null);
                copiedFrom = n + 1;
            }
        }
    }

    private void addRare(int n, int v) {
        if (rareCount == rare.length) {
            rare = Arrays.copyOf(rare, rareCount * 2);
            rareValues = Arrays.copyOf(rareValues, rareCount * 2);
        }
        rareValues[rareCount] = v;
        rare[rareCount++] = n;
    }

    private void remember(int n, int v) {
        if (v >= firstHeaps.length) {
            firstHeaps = Arrays.copyOf(firstHeaps, Integer.highestOneBit(v) * 2);
        }
        if (firstHeaps[v] == null) {
            firstHeaps[v] = new int[CLASSES * PER_CLASS];
        }
        int[] heaps = firstHeaps[v];
        int row = (n % CLASSES) * PER_CLASS;
        for (int j = row; j < row + PER_CLASS; j++) {
            if (heaps[j] == 0) {
                heaps[j] = n;
                break;
            }
        }
    }

    /** For each residue mod 6, the values most frequent among heaps n/2..n of that residue, most first. */
    private void chooseFrequent(int n) {
        int size = Integer.highestOneBit(Math.max(1, g.max())) * 2;
        for (int r = 0; r < CLASSES; r++) {
            int[] count = new int[size];
            for (int i = n / 2 + Math.floorMod(r - n / 2, CLASSES); i <= n; i += CLASSES) {
                count[g.get(i)]++;
            }
            // The FREQUENT largest counts by repeated selection (no boxing).
            int[] top = new int[FREQUENT];
            int k = 0;
            while (k < FREQUENT) {
                int best = -1;
                for (int v = 0; v < size; v++) {
                    if (count[v] > 0 && (best < 0 || count[v] > count[best])) {
                        best = v;
                    }
                }
                if (best < 0) {
                    break;
                }
                top[k++] = best;
                count[best] = 0;
            }
            frequent[r] = Arrays.copyOf(top, k);
        }
        frequentChoice++;
    }

    /**
     * Switches to the (w, e) with the fewest rare heaps among 1..n.
     * With h_c[w] = sum over heaps of class c = (a - t0) mod 2 of (-1)^popcount(G(a) &amp; w):
     * rare(w, 0) = (N0 + h0[w] + N1 + h1[w]) / 2 and rare(w, 1) = (N0 + h0[w] + N1 - h1[w]) / 2.
     */
    private void chooseClasses(int n) {
        int max = g.max();
        if (max >= 1 << 16) {
            return;
        }
        int size = Integer.highestOneBit(Math.max(1, max)) * 2;
        long[] h0 = new long[size];
        long[] h1 = new long[size];
        int parityOfTakes = Math.max(0, takeParity);
        for (int i = 1; i <= n; i++) {
            (((i ^ parityOfTakes) & 1) == 0 ? h0 : h1)[g.get(i)]++;
        }
        walshHadamard(h0);
        walshHadamard(h1);
        long n0 = h0[0];
        long n1 = h1[0];
        int bestMask = 0;
        int bestE = 0;
        long bestRare = n;
        for (int e = 0; e <= (takeParity < 0 ? 0 : 1); e++) {
            for (int w = 0; w < size; w++) {
                long r = (n0 + h0[w] + (e == 0 ? n1 + h1[w] : n1 - h1[w])) / 2;
                if (r < bestRare) {
                    bestRare = r;
                    bestMask = w;
                    bestE = e;
                }
            }
        }
        // Values not seen yet (at or above size) count their high bits too, as in the masks
        // 0111...1 of Winning Ways: new large values then tend to be common.
        bestMask |= ~(size - 1) & Integer.MAX_VALUE;
        if ((bestMask != mask || bestE != heapParity) && bestRare < rareCount) {
            mask = bestMask;
            heapParity = bestE;
            rareCount = 0;
            for (int i = 1; i <= n; i++) {
                if (rareHeap(i, g.get(i))) {
                    addRare(i, g.get(i));
                }
            }
        }
    }

    /** In place: h[w] = sum over v of h[v] * (-1)^popcount(v &amp; w). */
    private static void walshHadamard(long[] h) {
        for (int len = 1; len < h.length; len <<= 1) {
            for (int i = 0; i < h.length; i += len << 1) {
                for (int j = i; j < i + len; j++) {
                    long u = h[j];
                    long w = h[j + len];
                    h[j] = u + w;
                    h[j + len] = u - w;
                }
            }
        }
    }

    /** Whether heap {@code n} (computed) has a rare value under the (w, e) chosen last. */
    public boolean isRare(int n) {
        return rareHeap(n, g.get(n));
    }

    /** How many heaps n >= 1 so far have a rare value (heap 0, a part of no split, is not counted). */
    public int rarePositions() {
        return rareCount;
    }

    /**
     * A rough count of the splits to look at to extend to {@code to}: the work per heap measured
     * between the last two powers of two, growing linearly with n when the rare heaps keep a
     * positive density (at least 1% over the last half). 0 when known or copied from a proven
     * period.
     */
    @Override
    public double estimatedWork(long to) {
        int from = computedUpTo();
        if (to <= from || proven != null) {
            return 0;
        }
        if (checkpoint <= 0 || checkpoint == previousCheckpoint) {
            return (double) to * to; // too early to measure: assume the direct method
        }
        double perHeap = (double) (workAtCheckpoint - workAtPreviousCheckpoint) / (checkpoint - previousCheckpoint);
        int half = from / 2;
        double density = (double) (rareCount - lowerBound(half + 1)) / Math.max(1, from - half);
        double growth = density >= 0.01 ? (to + (double) from) / (2.0 * from) : 1;
        return (to - (double) from) * Math.max(1, perHeap) * growth;
    }

    /** The index of the first rare heap >= n. */
    private int lowerBound(int n) {
        int lo = 0;
        int hi = rareCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rare[mid] < n) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** How many heaps needed the full O(n) scan (their value was rare). */
    public long fullScans() {
        return searches().mapToLong(s -> s.fullScans).sum();
    }

    /** Splits looked at so far: on the rare list, as witness candidates and in scans. */
    public long work() {
        return searches().mapToLong(s -> s.rareLookups + s.witnessChecks).sum();
    }

    /** Splits looked at beyond the rare list (witness candidates and scanned splits). */
    public long witnessChecks() {
        return searches().mapToLong(s -> s.witnessChecks).sum();
    }

    private java.util.stream.Stream<Search> searches() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(main), helpers.stream());
    }

    /** The period proven so far by the shortcut, or null. */
    public Periodicity provenPeriod() {
        return proven;
    }

    @Override
    public boyi.util.Text method() {
        int low = Integer.highestOneBit(Math.max(1, g.max())) * 2 - 1;
        String w = (mask & ~low) != 0 ? "..." + Integer.toBinaryString(mask & low | low + 1) : Integer.toBinaryString(mask);
        // the heaps with rare values counted as the summary lists them: heap 0 too (Flammenkamp's count)
        boolean zeroRare = computedUpTo() >= 0 && isRare(0);
        int rareHeaps = rareCount + (zeroRare ? 1 : 0);
        return boyi.util.Text.of("稀疏空间法（掩码 w = " + w + (heapParity == 1 ? "，并看堆的奇偶" : "") + "，" + rareHeaps
                        + " 个堆" + (zeroRare ? "（含 n = 0）" : "") + "的值是稀有值" + (proven == null ? "" : "；从 n = " + copiedFrom + " 起按已证明的周期 "
                        + proven.period() + " 照抄") + "）",
                "sparse-space method (mask w = " + w + (heapParity == 1 ? " with heap parity" : "") + ", " + rareHeaps
                + " heaps with rare values" + (zeroRare ? ", n = 0 among them" : "") + (proven == null ? "" : "; from n = " + copiedFrom
                + " on copied from the proven period " + proven.period()) + ")");
    }
}
