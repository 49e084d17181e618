package boyi.logic;

import java.util.Arrays;
import java.util.TreeSet;

/**
 * An automaton with a name for each track: the set of assignments of its variables that satisfy a
 * formula. Tracks are kept in sorted order of their names, so two relations over the same
 * variables have the same alphabet.
 */
record Relation(Automaton automaton, String[] tracks) {

    /** {@code automaton} with tracks named {@code names} (distinct, any order), retracked to sorted order. */
    static Relation of(Operations ops, Automaton automaton, String... names) {
        String[] sorted = names.clone();
        Arrays.sort(sorted);
        return new Relation(ops.retrack(automaton, names, sorted), sorted);
    }

    boolean has(String track) {
        return Arrays.binarySearch(tracks, track) >= 0;
    }

    /** This relation read over {@code wider}, a sorted superset of its tracks. */
    Relation widen(Operations ops, String[] wider) {
        return new Relation(ops.retrack(automaton, tracks, wider), wider);
    }

    /** The relation combined with {@code other} over the union of their tracks. */
    Relation combine(Operations ops, Relation other, java.util.function.IntBinaryOperator op) {
        TreeSet<String> union = new TreeSet<>(Arrays.asList(tracks));
        union.addAll(Arrays.asList(other.tracks));
        String[] all = union.toArray(String[]::new);
        return new Relation(ops.product(widen(ops, all).automaton, other.widen(ops, all).automaton, op), all);
    }

    Relation and(Operations ops, Relation other) {
        return combine(ops, other, Operations.AND);
    }

    Relation not(Operations ops) {
        return new Relation(ops.complement(automaton), tracks);
    }

    /** Some value of {@code track} satisfies this relation (the same relation if it has no such track). */
    Relation exists(Operations ops, String track) {
        int at = Arrays.binarySearch(tracks, track);
        if (at < 0) {
            return this;
        }
        String[] rest = new String[tracks.length - 1];
        for (int i = 0, j = 0; i < tracks.length; i++) {
            if (i != at) {
                rest[j++] = tracks[i];
            }
        }
        return new Relation(ops.project(automaton, at), rest);
    }
}
