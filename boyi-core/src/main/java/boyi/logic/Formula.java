package boyi.logic;

import java.math.BigInteger;
import java.util.List;

/** The syntax tree of a formula (see {@link FormulaParser}); every node keeps its 1-based column. */
sealed interface Formula {

    int column();

    record Constant(int column, boolean value) implements Formula {
    }

    record Not(int column, Formula body) implements Formula {
    }

    /** {@code op} is one of "&", "|", "=>", "<=>". */
    record Binary(int column, String op, Formula left, Formula right) implements Formula {
    }

    record Quantified(int column, boolean exists, List<String> variables, Formula body) implements Formula {
    }

    /** {@code op} is one of "=", "!=", "<", "<=", ">", ">=". */
    record Comparison(int column, String op, Term left, Term right) implements Formula {
    }

    record Predicate(int column, String name, List<Term> arguments) implements Formula {
    }

    /** An arithmetic term. */
    sealed interface Term {
        int column();
    }

    record Number(int column, BigInteger value) implements Term {
    }

    record Variable(int column, String name) implements Term {
    }

    /** {@code op} is one of "+", "-", "*", "/", "%". */
    record Operation(int column, String op, Term left, Term right) implements Term {
    }
}
