package boyi.check;

/**
 * How the cases of one input follow each other: a single case; a count, then the cases; the cases,
 * then a terminator line; or the cases until the end of the input.
 */
public enum Framing {
    SINGLE,
    COUNTED,
    TERMINATED,
    UNTIL_END
}
