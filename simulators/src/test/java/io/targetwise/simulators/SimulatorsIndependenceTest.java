package io.targetwise.simulators;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The simulators, the virtual plant and the runner stay framework-free: the application does the wiring. */
class SimulatorsIndependenceTest {
    private static final List<String> FORBIDDEN = List.of("import io.quarkus", "import jakarta.",
            "import org.apache.kafka", "import com.vaadin", "import io.smallrye", "import org.eclipse.microprofile");

    @Test
    void simulatorSourcesImportNoFramework() throws IOException {
        Path root = Path.of("simulators/src/main/java/io/targetwise/simulators");
        assertThat(root).isDirectory();
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> sources = files.filter(f -> f.toString().endsWith(".java")).toList();
            assertThat(sources).isNotEmpty();
            for (Path file : sources) {
                String source = Files.readString(file);
                for (String forbidden : FORBIDDEN) {
                    assertThat(source).as("%s must not depend on a framework", file).doesNotContain(forbidden);
                }
            }
        }
    }
}
