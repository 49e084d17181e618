package boyi.cgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import java.math.BigInteger;

/** Known values written in CGSuite's notation: read, reduced to canonical form and written back. */
class CgtNotationTest {

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        "0; 0", "5; 5", "-1/2; -1/2", "25/16; 25/16", "{|}; 0", "{0|}; 1", "{|0}; -1",
        "{0|1}; 1/2", "{1/2|1}; 3/4", "{5|7}; 6", "{-3/2|-1}; -5/4", "1/2 + 1/2; 1",
        "*; *", "*8; *8", "{0|0}; *", "{0,*|0,*}; *2", "*2 + *3; *", "* + *; 0",
        "^; ^", "{0|*}; ^", "v; v", "{*|0}; v", "^*; ^*", "{0,*|0}; ^*", "v*; v*", "{0|0,*}; v*",
        "^ + ^; ^^", "^^*; ^^*", "{0|^*}; ^^", "{0|^}; ^^*", "^ + ^ + ^; ^3", "v + v + v; v3", "^ + v; 0",
        "6^*; 6^*", "6 + ^ + *; 6^*", "-1^; -1^", "1*; 1*", "-1*; -1*", "^3*2; ^3*2",
        "{2|0}; {2|0}", "{1|-1}; +-1", "+-1; +-1", "{1/2|-1/2}; +-1/2", "{1|0} + {1|0}; 1", "{2|0} + {2|0}; 2",
        "+-1 + +-1; 0", "{1*|-1*}; +-(1*)", "+-{2|1}; +-{2|1}", "{3|1}; {3|1}",
        // Tiny and Miny as CGSuite 2 prints them, read in CGSuite 1's forms (2.Tiny, 2+2.Tiny, (1/32).Miny) too
        "{0||0|-1}; Tiny(1)", "Tiny(2); Tiny(2)", "2.Tiny; Tiny(2)", "{0||0|-2}; Tiny(2)", "2Tiny(2); 2Tiny(2)",
        "2+2.Tiny; 2Tiny(2)", "2 + Tiny(2); 2Tiny(2)", "{2||2|0}; 2Tiny(2)", "Miny(1/32); Miny(1/32)",
        "(1/32).Miny; Miny(1/32)", "{1/32|0||0}; Miny(1/32)", "-Tiny(1/32); Miny(1/32)", "-2Tiny(2); -2Tiny(2)",
        "-(2Tiny(2)); -2Miny(2)",
        "{-1/2||-1/2|-5/2}; -1/2Tiny(2)", "{3/2|-1/2||-1/2}; -1/2Miny(2)",
        // CGSuite's own test cases (lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala)
        "{0||0|-3/2}; Tiny(3/2)", "{0|||0||-1|-3}; Tiny({3|1})", "{5||3|1|||0||||0}; Miny({5||3|1})",
        "{0|Tiny(1)}; Tiny({1|0})", "{3|2Tiny(2)}; {3|2Tiny(2)}", "{2Tiny(2)|-2Miny(2)}; +-(2Tiny(2))",
        "{0,v*|vv}; {0,v*|vv}", "{0|*||*|||*}; ^[3]", "-({1|0} + *); {*|-1*}",
        "{2|0} + ^; {2^|^}", "{*|*}; 0", "{0||0|-1} - {0||0|-1}; 0",
    })
    void readsAndWritesAsCgsuite(String written, String canonical) {
        CanonicalGame g = CgtNotation.parse(written);
        assertThat(g.toString()).isEqualTo(canonical);
        assertThat(CgtNotation.parse(canonical)).isSameAs(g);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = ';', value = {
        "^; >; 0", "v; <; 0", "^; ||; *", "^*; ||; 0", "^^*; >; 0", "*2; ||; *", "+-1; ||; 0",
        "+-1; ||; 1/2", "+-1; <; 2", "1/2; <; 1", "{0||0|-1}; >; 0", "{0||0|-1}; <; ^", "^^; >; ^",
        "{2|0}; ||; 1", "{3|1}; >; 0", "*; =; {0|0}",
    })
    void comparesAsTheTheoryTeaches(String a, String relation, String b) {
        assertThat(CgtNotation.compare(a, b).symbol()).isEqualTo(relation);
        assertThat(CgtNotation.parseComparison(a + " " + relation + " " + b).holds()).isTrue();
    }

    @Test
    void comparisonOperators() {
        assertThat(CgtNotation.parseComparison("^ >= 0").holds()).isTrue();
        assertThat(CgtNotation.parseComparison("^ >= *").holds()).isFalse();
        assertThat(CgtNotation.parseComparison("^ <| *").holds()).isTrue();
        assertThat(CgtNotation.parseComparison("{1|0} <= 2").holds()).isTrue();
        assertThat(CgtNotation.parseComparison("{1|0}")).isNull();
    }

    @ParameterizedTest(name = "{0}: T = {1}, mean {2}, stops {3} {4}, born {5}")
    @CsvSource(delimiter = ';', value = {
        "{2|0}; 1; 1; 2; 0; 3", "+-1; 1; 0; 1; -1; 2", "{1|0}; 1/2; 1/2; 1; 0; 2", "*; 0; 0; 0; 0; 1",
        "^; 0; 0; 0; 0; 2", "3; -1; 3; 3; 3; 3", "3/4; -1/4; 3/4; 3/4; 3/4; 3", "{4|{2|0}}; 3/2; 5/2; 4; 2; 5",
        "{3|1}; 1; 2; 3; 1; 4", "+-1 + {2|0}; -1; 1; 1; 1; 1",
    })
    void temperatureMeanStopsAndBirthday(String g, String t, String mean, String ls, String rs, int birthday) {
        CanonicalGame v = CgtNotation.parse(g);
        assertThat(v.temperature().toString()).isEqualTo(t);
        assertThat(v.mean().toString()).isEqualTo(mean);
        assertThat(v.leftStop().toString()).isEqualTo(ls);
        assertThat(v.rightStop().toString()).isEqualTo(rs);
        assertThat(v.birthday()).isEqualTo(BigInteger.valueOf(birthday));
    }

    @Test
    void numbersOfAnySize() {
        CanonicalGame big = CgtNotation.parse("123456789012345678901234567890 + 1/1024");
        assertThat(big.toString()).isEqualTo("126419751948641975194864197519361/1024");
        assertThat(CgtNotation.parse("{1000000000000|0} + *").leftStop().toString()).isEqualTo("1000000000000");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "3/5; character 1 \"3\": not a dyadic number (the denominator must be a power of two)",
        "{1|; character 1 \"{\": bracket never closed",
        "{1|2|3}; character 3 \"|\": two runs of 1 bars: cannot tell Left from Right",
        "x; character 1 \"x\": expected a number, *, ^, v, {...} or (...)",
        "^<2; character 4 (end): expected > to close ^<n>",
        "1 2; character 3 \"2\": unexpected character",
        "{1 0}; character 5 \"}\": expected | inside the braces",
    })
    void badNotationIsNamedWhereItBreaks(String text, String message) {
        assertThatThrownBy(() -> CgtNotation.parse(text)).isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    /** Issue 31: birthdays were ints ("BigInteger out of int range" from 2^31 on). */
    @Test
    void birthdaysStopsAndTemperaturesOfNumbersBeyondAnInt() {
        CanonicalGame n = CgtNotation.parse("-1823437481924");     // CGSuite's own test case
        assertThat(n.birthday()).isEqualTo(BigInteger.valueOf(1823437481924L));
        CanonicalGame hot = CgtNotation.parse("{2147483648|0}");
        assertThat(hot.birthday()).isEqualTo(BigInteger.valueOf(2147483649L));   // 1 + the day 2^31 is born
        assertThat(hot.leftStop().toString()).isEqualTo("2147483648");
        assertThat(hot.mean().toString()).isEqualTo("1073741824");              // (a + b) / 2 for {a|b}, a > b
        assertThat(hot.temperature().toString()).isEqualTo("1073741824");       // (a - b) / 2
        BigInteger huge = BigInteger.TWO.pow(5000);
        CanonicalGame tiny = CgtNotation.parse("Tiny(" + huge + ")");           // {0||0|-2^5000}
        assertThat(tiny.birthday()).isEqualTo(huge.add(BigInteger.TWO));
        assertThat(tiny.toString()).isEqualTo("Tiny(" + huge + ")");
        assertThat(CgtNotation.parse("1/" + BigInteger.TWO.pow(4096)).birthday()).isEqualTo(BigInteger.valueOf(1 + 4096));
        assertThatThrownBy(() -> CgtNotation.parse("1/" + huge)).isInstanceOf(BadInputException.class)
                .hasMessage("character 1 \"1\": the denominator is larger than 2^4096");
    }

    /** Issue 31: 10,000 unary signs overflowed the stack; 10,000 arrows too. */
    @Test
    void tenThousandSignsAreReadAndTenThousandArrowsAreRefused() {
        assertThat(CgtNotation.parse("-".repeat(10_000) + "1").toString()).isEqualTo("1");
        assertThat(CgtNotation.parse("- ".repeat(10_001) + "{1|0}").toString()).isEqualTo("{0|-1}");
        assertThat(CgtNotation.parse("+".repeat(10_000) + "*").toString()).isEqualTo("*");
        assertThat(CgtNotation.parse("-".repeat(3) + "+-1").toString()).isEqualTo("+-1");
        assertThat(CgtNotation.parse("^".repeat(1000))).isSameAs(CgtNotation.parse("^1000"));
        assertThatThrownBy(() -> CgtNotation.parse("^".repeat(10_000))).isInstanceOf(BadInputException.class)
                .hasMessage("character 1 \"^\": too many ^ in a row (at most 1000; write n of them as ^n)");
        assertThatThrownBy(() -> CgtNotation.parse("(".repeat(10_000) + "1" + ")".repeat(10_000)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("nested deeper than 200");
    }
    /** {1|-1} + ... + {12|-12}: a text of thousands of characters, each switch doubling it. */
    @Test
    void aTextIsRefusedAsSoonAsItPassesItsBoundNamingTheBound() {
        StringBuilder sum = new StringBuilder("0");
        for (int i = 1; i <= 12; i++) {
            sum.append(" + {").append(i).append("|-").append(i).append('}');
        }
        CanonicalGame g = CgtNotation.parse(sum.toString());
        String text = g.toString();
        assertThat(CgtNotation.parse(text)).isSameAs(g);
        assertThat(CgtNotation.format(g, text.length())).isEqualTo(text);
        for (int bound : new int[] {text.length() - 1, text.length() / 2, 10}) {
            assertThatThrownBy(() -> CgtNotation.format(g, bound)).isInstanceOf(TooLargeException.class)
                    .hasMessage("the value's text is longer than " + bound
                            + " characters: too long to print (the bound on the length of text)");
        }
    }
}
