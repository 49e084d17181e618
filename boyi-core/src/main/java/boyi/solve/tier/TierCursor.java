package boyi.solve.tier;

import boyi.solve.ValueCode;

/**
 * Walks the positions of one tier in rank order and names their children by (tier, rank):
 * the move generator of the tier solvers, for one thread.
 *
 * <pre>{@code
 * TierCursor c = game.cursor(tier);
 * c.seek(0);
 * do {
 *     int n = c.children(tiers, ranks);    // -1: primitive, see primitiveCode()
 * } while (c.next() && c.rank() < end);
 * }</pre>
 */
public interface TierCursor {

    /** Goes to rank {@code rank} of the tier ({@code 0 <= rank < tierSize}). */
    void seek(long rank);

    /** Goes to the next rank; false (and undefined position) after the last. */
    boolean next();

    /**
     * Goes to the next rank whose position may be canonical, skipping ranks that {@link #images}
     * would surely reject without visiting them (a game whose ranking lets it know); false (and
     * undefined position) when none follows. Without symmetry, or without such knowledge:
     * {@link #next}.
     */
    default boolean nextCandidate() {
        return next();
    }

    long rank();

    /** Whether the current rank names a position (false for a hole in the ranking). */
    default boolean exists() {
        return true;
    }

    /**
     * Writes the tier and rank of each child of the current position and returns their number;
     * 0 means no move (the player to move has lost, in 0 moves); -1 means the position ends the
     * game by its own rule, with value {@link #primitiveCode()}.
     */
    int children(int[] childTiers, long[] childRanks);

    /** The {@link ValueCode} of a position for which {@link #children} returned -1. */
    default long primitiveCode() {
        return ValueCode.loss(0);
    }

    /**
     * Symmetry: writes the ranks of the current position's images (same tier, same value) into
     * {@code out} and returns their number; returns -1 as soon as one image has a smaller rank
     * (the position is not the canonical one of its class). Without symmetry: 0.
     */
    default int images(long[] out) {
        return 0;
    }

    /** The least rank of the current position's images and itself (its class's canonical rank). */
    default long canonicalRank() {
        return rank();
    }

    /** The most images {@link #images} writes. */
    default int maxImages() {
        return 0;
    }
}
