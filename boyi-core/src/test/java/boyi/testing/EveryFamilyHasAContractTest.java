package boyi.testing;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import boyi.games.NamedGame;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every family of the catalogue is under the {@link GameContractTest}: the compiled test classes
 * are searched for concrete contract tests (plain, nested, or parameterised by a method source),
 * each is made as JUnit would make it, and the families of their instances are collected. A named
 * game is covered by its base family. A family that declares its small cases
 * ({@code GameFamily.smallCases()}) has its rows in {@code CanonGamesContractTest}; a new family
 * that neither declares them nor has a contract test fails here, naming it.
 */
class EveryFamilyHasAContractTest {

    /**
     * Families the contract cannot check, each with the test that checks it instead: the
     * contract's plain search is a negamax, which loops on games with cycles.
     */
    private static final Map<String, String> OUTSIDE_THE_CONTRACT = Map.of(
            "northcott", "pieces move back and forth (cycles): NorthcottRetrogradeTest checks every evaluator against "
                    + "retrograde analysis of the real rules");

    @Test
    void everyCatalogueFamilyHasAContractTest() throws Exception {
        Set<String> covered = new TreeSet<>();
        List<String> contracts = new ArrayList<>();
        for (Class<?> c : contractClasses()) {
            for (GameContractTest<?> test : made(c)) {
                covered.add(test.instance().family().id());
            }
            contracts.add(c.getSimpleName());
        }
        assertThat(contracts).as("contract test classes found").hasSizeGreaterThan(10);
        Set<String> missing = new TreeSet<>();
        for (GameFamily f : Catalogue.families()) {
            GameFamily base = f instanceof NamedGame named ? named.base() : f;
            if (!covered.contains(f.id()) && !covered.contains(base.id()) && !OUTSIDE_THE_CONTRACT.containsKey(f.id())) {
                missing.add(f.id());
            }
        }
        assertThat(missing).as("catalogue families without a contract test (contracts found: %s)", contracts).isEmpty();
    }

    private static List<Class<?>> contractClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(EveryFamilyHasAContractTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String file = root.relativize(p).toString();
                String name = file.substring(0, file.length() - ".class".length()).replace('/', '.');
                Class<?> c = Class.forName(name, false, EveryFamilyHasAContractTest.class.getClassLoader());
                if (GameContractTest.class.isAssignableFrom(c) && !Modifier.isAbstract(c.getModifiers()) && !c.isAnonymousClass()) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** The test objects JUnit would make of {@code c}: one, one per nesting, or one per parameter row. */
    private static List<GameContractTest<?>> made(Class<?> c) throws Exception {
        List<GameContractTest<?>> out = new ArrayList<>();
        if (c.isAnnotationPresent(ParameterizedClass.class)) {
            String source = c.getAnnotation(MethodSource.class).value()[0];
            Method rows = c.getDeclaredMethod(source);
            rows.setAccessible(true);
            Constructor<?> make = c.getDeclaredConstructors()[0];
            make.setAccessible(true);
            try (Stream<?> s = (Stream<?>) rows.invoke(null)) {
                for (Object row : s.toList()) {
                    out.add((GameContractTest<?>) make.newInstance(row));
                }
            }
            return out;
        }
        Constructor<?> make = c.getDeclaredConstructors()[0];
        make.setAccessible(true);
        if (c.getEnclosingClass() != null && !Modifier.isStatic(c.getModifiers())) {
            Constructor<?> outer = c.getEnclosingClass().getDeclaredConstructors()[0];
            outer.setAccessible(true);
            out.add((GameContractTest<?>) make.newInstance(outer.newInstance()));
        } else {
            out.add((GameContractTest<?>) make.newInstance());
        }
        return out;
    }
}
