package boyi.cgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Uptimals as CGSuite 2 defines and prints them: {@code ^<n>} (↑^n), {@code ^[n]} (↑ + ... + ↑^n),
 * their expansions, and the strings of CGSuite's own test cases.
 */
class UptimalTest {

    private static final CanonicalGame Z = CanonicalGame.ZERO;
    private static final CanonicalGame DOWN_STAR = CgtNotation.parse("v*");

    private static CanonicalGame of(CanonicalGame l, CanonicalGame r) {
        return CanonicalGame.of(List.of(l), List.of(r));
    }

    @Test
    void definitionsFromOptions() {
        // CGSuite's UptimalTest: up2 = {0|v*}, up3 = {0|v* - up2}, up4 = {0|v* - up2 - up3}
        CanonicalGame up2 = of(Z, DOWN_STAR);
        CanonicalGame up3 = of(Z, DOWN_STAR.subtract(up2));
        CanonicalGame up4 = of(Z, DOWN_STAR.subtract(up2).subtract(up3));
        assertThat(Uptimal.pow(1)).isSameAs(CanonicalGame.UP);
        assertThat(Uptimal.pow(2)).isSameAs(up2);
        assertThat(Uptimal.pow(3)).isSameAs(up3);
        assertThat(Uptimal.pow(4)).isSameAs(up4);
        // ^[n] = {^[n-1] | *} = ^ + ^<2> + ... + ^<n>
        CanonicalGame sum = Z;
        CanonicalGame braces = Z;
        for (int n = 1; n <= 12; n++) {
            sum = sum.add(Uptimal.pow(n));
            braces = of(braces, CanonicalGame.STAR);
            assertThat(Uptimal.powTo(n)).as("^[%d]", n).isSameAs(sum).isSameAs(braces);
            assertThat(Uptimal.pow(n).birthday()).isEqualTo(BigInteger.valueOf(n + 1));
        }
        assertThat(Uptimal.powTo(4)).isSameAs(CgtNotation.parse("{0|*||*|||*||||*}"));
        // each up-nth is positive and infinitesimal against the one before: n copies of ^<k+1> < ^<k>
        for (int k = 1; k <= 4; k++) {
            CanonicalGame many = Z;
            for (int c = 0; c < 6; c++) {
                many = many.add(Uptimal.pow(k + 1));
            }
            assertThat(Uptimal.pow(k + 1).compare(Z)).isEqualTo(Relation.GREATER);
            assertThat(many.compare(Uptimal.pow(k))).as("6.^<%d> vs ^<%d>", k + 1, k).isEqualTo(Relation.LESS);
        }
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        // CGSuite 2, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala
        "{0|*||*|||*||||*}; ^[4]", "{0|*||*|||*||||*} + *; ^[4]*", "{0|*||*|||*} - {0|*||*|||*||||*}; v<4>",
        "{0||0|v*}; {0|^<2>}", "{0||0|v*} + *; {0|^<2>*}", "{0|v*}; ^<2>", "-{0||0|v*}; {v<2>|0}",
        "{0||0|v*} - {0|v*}; ^[2]*", "{0|*||*}; ^[2]", "{0|*||*|||*}; ^[3]",
        "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}; "
                + "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
        "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}"
                + "|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}; "
                + "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}"
                + "|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
        // sums, numbers and nimbers written with them
        "^<2> + v<2>; 0", "^[3] - ^ - ^<2> - ^<3>; 0", "^<2> + ^<3> + ^; ^[3]", "1 + v<2> + *; 1v<2>*",
        "^[2] + *3 - 1/2; -1/2^[2]*3", "v<3>*; v<3>*", "v[3] + ^[3]; 0", "{1v[2]*|-1^[2]*}; +-(1v[2]*)",
        "{1^<2>|-1v<2>}; +-(1^<2>)", "^<1>; ^", "v[1]*; v*", "^ + ^<2>*; ^[2]*",
        // CGSuite 2 reads these forms as ^.Pow(n) and ^.PowTo(n) (CanonicalShortGame.pow and powTo)
        "^.Pow(2); ^<2>", "^.PowTo(3) + *; ^[3]*", "-^.Pow(3); v<3>", "^.Pow(1); ^", "^.PowTo(0); 0",
        "{0|v*}.Pow(2); ^<3>", "{0|-1}.PowTo(2); -1Miny(1)", "*.PowTo(2); v", "*.Pow(3); ^^*",
    })
    void readsAndWritesAsCgsuite(String written, String canonical) {
        CanonicalGame g = CgtNotation.parse(written);
        assertThat(g.toString()).isEqualTo(canonical);
        assertThat(CgtNotation.parse(canonical)).isSameAs(g);
    }

    @Test
    void cgsuiteIncentivesOfTheLongUptimals() {
        // CanonicalShortGameTestCase: uptimal expansions 0.0202 and *4.0202, Right incentive ^[4]*
        for (String text : List.of(
                "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
                "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},"
                        + "{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}")) {
            CanonicalGame g = CgtNotation.parse(text);
            assertThat(g.subtract(g.rightOptions().get(0)).toString()).isEqualTo("^[4]*");
        }
        CanonicalGame g = CgtNotation.parse(
                "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}");
        assertThat(Uptimal.expansion(g).toString()).isEqualTo("0.0202");
        assertThat(g.leftOptions().get(0).subtract(g).toString()).isEqualTo("{0|^[3]*||0,^[3]*|||0}");
        assertThat(Uptimal.expansion(CgtNotation.parse("{0||0|v*}")).toString()).isEqualTo("*.12");
        assertThat(Uptimal.expansion(CgtNotation.parse("73/16v9*8")).toString()).isEqualTo("73/16*8.9-");
        assertThat(Uptimal.expansion(CgtNotation.parse("9/8*")).toString()).isEqualTo("9/8*.0");
        assertThat(Uptimal.expansion(CgtNotation.parse("{0||0|vvv}"))).isNull();   // not an uptimal
    }

    @Test
    void followersAreOrderedAsCgsuiteOrdersThem() {
        // the followers of ^[4] and of {0||0|v*}, as CGSuite lists them
        assertThat(text(CgtNotation.ordered(parseAll("^[4]", "^[2]", "*", "^[3]", "0", "^"))))
                .isEqualTo("{0,*,^,^[2],^[3],^[4]}");
        assertThat(text(CgtNotation.ordered(parseAll("{0|^<2>}", "^<2>", "v*", "*", "0"))))
                .isEqualTo("{0,*,v*,^<2>,{0|^<2>}}");
    }

    /** CGSuite's UptimalTest on a smaller grid: every sum x + *m + a1.^ + a2.^<2> + a3.^<3> has that expansion. */
    @Test
    void expansionsOfSumsOfUpNths() {
        int checked = 0;
        for (String x : List.of("0", "1", "-5/4")) {
            for (int m = 0; m <= 3; m++) {
                for (int a1 = -2; a1 <= 2; a1++) {
                    for (int a2 = -2; a2 <= 2; a2++) {
                        for (int a3 = -2; a3 <= 2; a3++) {
                            Uptimal.Expansion e = Uptimal.Expansion.trimmed(Dyadic.parse(x), m, new int[] {a1, a2, a3});
                            CanonicalGame g = CgtNotation.parse(x).add(CanonicalGame.nimber(m))
                                    .add(CanonicalGame.ups(a1)).add(times(Uptimal.pow(2), a2)).add(times(Uptimal.pow(3), a3));
                            assertThat(Uptimal.expansion(g)).as("%s", e).isEqualTo(e);
                            assertThat(e.game()).isSameAs(g);
                            String s = g.toString();
                            assertThat(CgtNotation.parse(s)).as(s).isSameAs(g);   // every form reads back
                            boolean shortForm = (s.contains("<") || s.contains("[")) && !s.contains("{");
                            assertThat(shortForm).as(s).isEqualTo(e.length() >= 2 && (e.isUnit() || e.isUnitSum()));
                            checked++;
                        }
                    }
                }
            }
        }
        assertThat(checked).isEqualTo(1500);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "^^<2>; character 3 \"<\": ^<n> follows a single ^ only",
        "v3[2]; character 3 \"[\": unexpected character",
        "^<0>; character 3 \"0\": the order n of ^<n> is at least 1",
        "^<>; character 3 \">\": expected the order n (1 to 128) in ^<n>",
        "v[2; character 4 (end): expected ] to close v[n]",
        "^<2]; character 4 \"]\": expected > to close ^<n>",
        "^[129]; character 3 \"1\": too large (at most 128)",
        "1.Pow(2); character 3 \"P\": the base of Pow must be of the form {0|H}, and 1 is not",
        "^.Pow(0); character 7 \"0\": n in Pow(n) is at least 1",
        "^.PowTo(x); character 9 \"x\": expected a whole number n in PowTo(n)",
        "^.Pow(2 3); character 9 \"3\": expected ) to close Pow(n)",
    })
    void malformedUptimalsAreNamedWhereTheyBreak(String text, String message) {
        assertThatThrownBy(() -> CgtNotation.parse(text)).isInstanceOf(BadInputException.class).hasMessage(message);
    }

    @Test
    void chineseMessage() {
        assertThatThrownBy(() -> CgtNotation.parse("^<0>")).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).text().zh())
                        .isEqualTo("第 3 个字符 \"0\"：^<n> 的阶数至少为 1"));
    }

    @Test
    void comparisonsWithAnglesInside() {
        assertThat(CgtNotation.parseComparison("v<2> < 0").holds()).isTrue();
        assertThat(CgtNotation.parseComparison("^<3> < ^<2>").holds()).isTrue();
        assertThat(CgtNotation.parseComparison("^<2>* || 0").holds()).isTrue();
        assertThat(CgtNotation.parseComparison("^<2>")).isNull();
        assertThat(CgtNotation.parseComparison("^<2").holds()).isTrue();        // ^ < 2
    }

    private static CanonicalGame times(CanonicalGame g, int k) {
        CanonicalGame out = Z;
        for (int i = 0; i < Math.abs(k); i++) {
            out = out.add(k > 0 ? g : g.negate());
        }
        return out;
    }

    private static List<CanonicalGame> parseAll(String... texts) {
        List<CanonicalGame> out = new ArrayList<>();
        for (String t : texts) {
            out.add(CgtNotation.parse(t));
        }
        return out;
    }

    private static String text(List<CanonicalGame> games) {
        List<String> out = new ArrayList<>();
        for (CanonicalGame g : games) {
            out.add(g.toString());
        }
        return "{" + String.join(",", out) + "}";
    }
}
