package boyi.rules;

/**
 * The values an expression reads while one position's moves are generated: the state variables
 * and loop variables by slot (state variables first), and the board's cells (symbol indices,
 * row by row) with the board's width. One environment serves one thread at a time.
 *
 * <pre>{@code
 * Env env = new Env(3);      // slots for state n and two loop variables
 * env.slots[0] = 10;         // n = 10
 * }</pre>
 */
final class Env {

    final long[] slots;
    byte[] cells = new byte[0];
    int width;

    Env(int slots) {
        this.slots = new long[slots];
    }
}
