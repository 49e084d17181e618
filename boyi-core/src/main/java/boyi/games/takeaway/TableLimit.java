package boyi.games.takeaway;

import boyi.util.TooLargeException;

/**
 * The size limit of the take-away tables: at most 10^7 entries over all rows of n = 0..upto.
 *
 * <pre>{@code
 * TableLimit.check(Text.of("奇偶表", "a parity table"), upto, 4);   // upto 2499999 at most
 * }</pre>
 */
final class TableLimit {

    static final long ENTRIES = 10_000_000L;

    private TableLimit() {
    }

    /**
     * @param table what the message calls the table, e.g. {@code "a table"}
     * @throws TooLargeException when {@code rows} rows of n = 0..upto have more than 10^7 entries
     */
    static void check(boyi.util.Text table, long upto, int rows) {
        long most = ENTRIES / rows - 1;
        if (upto > most) {
            throw new TooLargeException(boyi.util.Text.of(
                    "到 " + upto + " 的" + table.zh() + "超过 10^7 项；请用 --upto " + most + " 或更小",
                    table.en() + " up to " + upto + " has more than 10^7 entries; use --upto " + most + " or less"));
        }
    }
}
