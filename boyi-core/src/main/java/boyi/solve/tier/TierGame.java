package boyi.solve.tier;

/**
 * A game as the tier solvers see it: a {@link boyi.model.Tiered} game (positions numbered by
 * (tier, rank), every move leading to a later tier; the tiers come from it) with what a solver
 * also needs: names for the database, bounds for its buffers and cursors. The local {@link TierSolver} and a cluster engine run the same {@link TierStep}
 * over it; a game gives one {@link TierCursor} per worker thread. {@link TieredGame} adapts any
 * {@link boyi.model.Tiered} game; a board game may give a faster cursor of its own.
 *
 * <pre>{@code
 * TierGame g = MatchesSolutions.tiers(3, 4);
 * g.name();                 // "matches"
 * g.parameters();           // "3x4"
 * g.tierSize(5);            // legal boards with 5 matches
 * }</pre>
 */
public interface TierGame {

    /** The game's catalogue id, written into the database manifest. */
    String name();

    /** The parameters that fix the positions (matches: {@code 5x6}), written into the manifest. */
    String parameters();

    /** The number of tiers, as the game's {@link boyi.model.Tiered#tierCount}. */
    default int tierCount() {
        return asTiered().tierCount();
    }

    /** The number of ranks of a tier (legal positions, and holes if the ranking has any). */
    default long tierSize(int tier) {
        return asTiered().tierSize(tier);
    }

    /** The tiers moves from {@code tier} lead to, all greater than {@code tier}. */
    default int[] childTiers(int tier) {
        return asTiered().childTiers(tier);
    }

    /** An upper bound of every remoteness (picks the width of in-memory records). */
    long maxRemoteness();

    /** The most children one position has (sizes the cursors' buffers). */
    int maxMoves();

    /** A new cursor over the positions of {@code tier}, for one thread. */
    TierCursor cursor(int tier);

    /** The game's tiers, positions and moves (also to check the records against them, {@code --verify}). */
    boyi.model.Tiered<?> asTiered();
}
