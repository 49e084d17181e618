package boyi.solve.tier;

/**
 * A game as the tier solvers see it: positions numbered by (tier, rank), every move leading to
 * a later tier. The local {@link TierSolver} and a cluster engine run the same {@link TierStep}
 * over it; a game gives one {@link TierCursor} per worker thread. {@link TieredGame} adapts any
 * {@link boyi.model.Tiered} game; a board game may give a faster cursor of its own.
 *
 * <pre>{@code
 * TierGame g = MatchesGame.tiers(3, 4);
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

    /** The number of tiers; tiers are {@code 0 .. tierCount()-1}. */
    int tierCount();

    /** The number of ranks of a tier (legal positions, and holes if the ranking has any). */
    long tierSize(int tier);

    /** The tiers moves from {@code tier} lead to, all greater than {@code tier}. */
    int[] childTiers(int tier);

    /** An upper bound of every remoteness (picks the width of in-memory records). */
    long maxRemoteness();

    /** The most children one position has (sizes the cursors' buffers). */
    int maxMoves();

    /** A new cursor over the positions of {@code tier}, for one thread. */
    TierCursor cursor(int tier);

    /** The game's positions and moves, to check the records against them ({@code --verify}). */
    boyi.model.Tiered<?> asTiered();
}
