package io.targetwise;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The math core (statistics, surrogates, acquisition, proposal search) must stay usable outside the application:
 * no framework may leak into it.
 */
class MathCoreIndependenceTest {
    private static final List<String> CORE_PACKAGES = List.of("stats", "surrogate", "acquisition", "proposal", "spc");
    private static final List<String> FORBIDDEN = List.of("import io.quarkus", "import jakarta.", "import org.apache.kafka",
            "import com.vaadin", "import io.smallrye", "import org.eclipse.microprofile");

    @Test
    void coreSourcesImportNoFramework() throws IOException {
        Path root = Path.of("src/main/java/io/targetwise");
        for (String pkg : CORE_PACKAGES) {
            Path dir = root.resolve(pkg);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String source = Files.readString(file);
                    for (String forbidden : FORBIDDEN) {
                        assertThat(source).as("%s must not depend on a framework", file).doesNotContain(forbidden);
                    }
                }
            }
        }
        assertThat(root.resolve("surrogate")).isDirectory();
    }
}
