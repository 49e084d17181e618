package boyi.problems.canon;

/** The Boyi limits shared by the contest-canon judge formats (see docs/problems.md). */
final class CanonLimits {

    /** Piles, rows or chessmen per case. */
    static final int MAX_PILES = 1_000_000;
    /** Cases announced by a leading T. */
    static final int MAX_CASES = 1_000_000;

    private CanonLimits() {
    }
}
