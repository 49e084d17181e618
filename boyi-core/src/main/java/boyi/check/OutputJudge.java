package boyi.check;

/**
 * Judges a program's output as it arrives, in pieces, so that the judge's memory stays bounded
 * whatever the program prints; {@link #finish()} gives the verdict once the output has ended.
 *
 * <pre>{@code
 * OutputJudge j = TokenChecker.INSTANCE.open("", "Yes\n");
 * j.accept("Ye".getBytes(UTF_8), 0, 2);
 * j.accept("s\n".getBytes(UTF_8), 0, 2);
 * j.finish().accepted();   // true
 * }</pre>
 */
public interface OutputJudge {

    /** The next bytes of the output. */
    void accept(byte[] bytes, int offset, int length);

    /** The verdict on the whole output. */
    CheckResult finish();
}
