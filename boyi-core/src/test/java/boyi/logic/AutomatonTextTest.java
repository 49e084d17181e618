package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class AutomatonTextTest {

    private static final String ODD = """
            numeration msd_2
            arity 1
            states 2
            start 0
            accepting 1
            0: 0 1
            1: 0 1
            """;

    @Test
    void textRoundTrips() {
        Automaton a = new Decider(Numeration.fibonacci(), 100_000).compile("x + 1 = y", "x", "y");
        Automaton back = Automaton.fromText(a.toText());
        assertThat(back.toText()).isEqualTo(a.toText());
        assertThat(back.accepts(12, 13)).isTrue();
        assertThat(back.accepts(12, 14)).isFalse();
        Automaton odd = Automaton.fromText(ODD);
        assertThat(odd.accepts(7)).isTrue();
        assertThat(odd.accepts(8)).isFalse();
        assertThat(odd.complementAccepting(1).accepts(7)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "numeration msd_12\narity 1\nstates 1\nstart 0\naccepting\n0: 0 0",
        "numeration msd_2\narity x\nstates 1\nstart 0\naccepting\n0: 0 0",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n0: 0 1",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0 2",
        "numeration msd_2\narity 1\nstates 2\nstart 5\naccepting 1\n0: 0 1\n1: 0 1",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 3\n0: 0 1\n1: 0 1",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0 -1",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0 99999999999999",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n1: 0 1\n0: 0 1",
        "numeration msd_2\narity 1\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0 1\n2: 0 1",
        "numeration msd_2\narity 30\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0 1",
        "numeration msd_2\narity 1\nstates 999999999\nstart 0\naccepting 1\n0: 0 1\n1: 0 1",
        "arity 1\nnumeration msd_2\nstates 2\nstart 0\naccepting 1\n0: 0 1\n1: 0 1",
    })
    void untrustedTextIsRefusedWithAClearMessage(String text) {
        assertThatThrownBy(() -> Automaton.fromText(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("automaton text");
    }
}
