package io.targetwise.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The console's packages depend on each other one way only: views on the frame and the shared pieces, never a
 * view package on another. Read from the sources (the module's directory is the tests' working directory): each
 * mention of a console class, in an import or written out in full, is a dependency on that class's package.
 */
class ConsolePackagesTest {
    private static final String ROOT = "io.targetwise.app.console";
    private static final Path SOURCES = Path.of("src/main/java", ROOT.split("\\."));
    /** A console class: its package's segments are lower case, the class's name starts upper case. */
    private static final Pattern CLASS = Pattern.compile("\\b(" + Pattern.quote(ROOT) + "(?:\\.[a-z]\\w*)*)\\.[A-Z]");
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+);", Pattern.MULTILINE);

    @Test
    void theConsolePackagesFormNoCycle() {
        Map<String, Set<String>> dependencies = dependencies();
        assertThat(dependencies).as("the console's packages under %s", SOURCES.toAbsolutePath())
                .containsKeys(ROOT, ROOT + ".process");
        assertThat(cycle(dependencies)).as("a cycle among the console's packages").isEmpty();
    }

    @Test
    void aCycleIsFoundWhereverItStarts() {
        Map<String, Set<String>> dependencies = Map.of("a", Set.of("b"), "b", Set.of("c", "d"), "c", Set.of("b"),
                "d", Set.of());
        assertThat(cycle(dependencies)).hasValueSatisfying(c -> assertThat(c).containsAnyOf("b", "c").hasSize(3));
        assertThat(cycle(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of()))).isEmpty();
    }

    /** Each console package with the other console packages its sources mention. */
    private static Map<String, Set<String>> dependencies() {
        Map<String, Set<String>> dependencies = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> {
                String source = read(f);
                Matcher declared = PACKAGE.matcher(source);
                if (!declared.find()) {
                    throw new AssertionError("no package declaration in " + f);
                }
                Set<String> used = dependencies.computeIfAbsent(declared.group(1), p -> new TreeSet<>());
                CLASS.matcher(source).results().map(m -> m.group(1)).filter(p -> !p.equals(declared.group(1)))
                        .forEach(used::add);
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dependencies;
    }

    /** A cycle as the packages along it, first and last the same; empty if there is none. */
    private static Optional<List<String>> cycle(Map<String, Set<String>> dependencies) {
        Set<String> done = new TreeSet<>();
        for (String start : dependencies.keySet()) {
            Optional<List<String>> found = cycleFrom(start, dependencies, new ArrayList<>(), done);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** Depth first: a package met again on the path it was reached by closes a cycle. */
    private static Optional<List<String>> cycleFrom(String at, Map<String, Set<String>> dependencies,
            List<String> path, Set<String> done) {
        int seen = path.indexOf(at);
        if (seen >= 0) {
            List<String> cycle = new ArrayList<>(path.subList(seen, path.size()));
            cycle.add(at);
            return Optional.of(cycle);
        }
        if (done.contains(at)) {
            return Optional.empty();
        }
        path.add(at);
        for (String next : dependencies.getOrDefault(at, Set.of())) {
            Optional<List<String>> found = cycleFrom(next, dependencies, path, done);
            if (found.isPresent()) {
                return found;
            }
        }
        path.remove(path.size() - 1);
        done.add(at);
        return Optional.empty();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
