package boyi.util;

/**
 * Stored data (a database file, a manifest) that fails its checks: a checksum, a header, a
 * length, a record outside the legal codes. It is never an answer: the command line prints its
 * one line and exits 2 like other bad input, the server answers 503 saying the data is damaged
 * (the client is not to blame; the text names the command that repairs it).
 *
 * <pre>{@code
 * throw new DamagedDataException(Text.of("层文件 tier-006.bin：第 3 块的校验和不符",
 *         "tier file tier-006.bin: block 3 fails its checksum"));
 * }</pre>
 */
public class DamagedDataException extends BadInputException {

    public DamagedDataException(Text message) {
        super(message);
    }
}
