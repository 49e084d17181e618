package boyi.model;

/**
 * A game whose positions fall into tiers such that every move leads from a tier to a later one
 * (matches: the number of matches placed). Inside a tier, positions are numbered
 * {@code 0 .. tierSize(t)-1} by rank. Tier solvers solve the last tier first and keep only the
 * tier being solved and the tiers its moves reach.
 *
 * <pre>{@code
 * int t = board.tier(p);
 * long r = board.rank(p);             // 0 <= r < board.tierSize(t)
 * assert board.unrank(t, r).equals(p);
 * }</pre>
 *
 * @param <P> the position type
 */
public interface Tiered<P> extends Game<P> {

    /** The number of tiers; tiers are {@code 0 .. tierCount()-1}. */
    int tierCount();

    /** The tier of a position. */
    int tier(P position);

    /** The number of positions of tier {@code t} (legal ones only, or with holes: see {@link #unrank}). */
    long tierSize(int tier);

    /** The rank of a position inside its tier. */
    long rank(P position);

    /** The position of rank {@code rank} in {@code tier}, or {@code null} for a rank that names none. */
    P unrank(int tier, long rank);

    /** The tiers moves from {@code tier} lead to, all greater than {@code tier}. */
    int[] childTiers(int tier);
}
