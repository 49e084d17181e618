package boyi.web;

import boyi.games.GameFamily;
import boyi.proof.ProofAnswers;
import boyi.rules.RuleException;
import boyi.rules.RuleFamily;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The games the API has been sent as rule texts ({@code "rules": "<text>"} in place of
 * {@code "game"}), each compiled once and kept under an id made from the text's hash
 * ({@code rules-1a2b3c4d5e6f}), the most recently used {@link #KEPT} of them. A text that does not
 * compile is a 400 whose error names its line and column.
 *
 * <pre>{@code
 * String id = ruleGames.register("state n\nmove for t in {1, 2} if t <= n -> n - t\n");
 * ruleGames.family(id).instantiate(Map.of());
 * }</pre>
 */
final class RuleGames {

    /** The prefix of every id this keeps. */
    static final String PREFIX = "rules-";
    /** The most rule texts kept compiled. */
    static final int KEPT = 64;

    private final Map<String, RuleFamily> byId = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RuleFamily> eldest) {
            return size() > KEPT;
        }
    };

    /** Compiles the text (or finds it compiled) and returns its id. @throws ApiException 400 with line and column */
    String register(String text) {
        String id = PREFIX + hash(text);
        synchronized (byId) {
            if (byId.containsKey(id)) {
                return id;
            }
        }
        RuleFamily family;
        try {
            family = RuleFamily.of(text).withProofs(ProofAnswers::new);   // positions past search: from a proven pattern
        } catch (RuleException e) {
            throw ApiException.at(e.text(), e.line(), e.column());
        } catch (BadInputException e) {
            throw ApiException.badInput(e);
        }
        synchronized (byId) {
            byId.put(id, family);
        }
        return id;
    }

    /** The family of an id {@link #register} gave, or a 400 when it is no longer (or never was) kept. */
    GameFamily family(String id) {
        synchronized (byId) {
            RuleFamily f = byId.get(id);
            if (f == null) {
                throw new ApiException(400, Text.of("规则游戏 " + id + " 已不在服务器上：请随请求发送规则文本（\"rules\"）",
                        "the rule game " + id + " is no longer kept: send its rule text (\"rules\") with the request"));
            }
            return f.playable();    // a partizan text: its canonical-form family
        }
    }

    private static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
