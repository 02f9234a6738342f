package io.targetwise.benchmarks.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegressionDatasetsTest {
    /** The shared data sets, read in place when present (never copied into the project). */
    private static final Path UCI = Path.of("../shared/datasets/uci");

    @Test
    void loadsTheUciLayoutWithItsSplits() throws IOException {
        Path yacht = UCI.resolve("yacht");
        assumeTrue(Files.isDirectory(yacht), "shared data sets not present");
        RegressionDatasets.WithSplits loaded = RegressionDatasets.uci(yacht);
        assertThat(loaded.dataset().size()).isEqualTo(308);
        assertThat(loaded.dataset().featureNames()).hasSize(6);
        assertThat(loaded.splits()).hasSize(20);
        RegressionDatasets.Split split = loaded.splits().get(0);
        Set<Integer> rows = new HashSet<>();
        IntStream.concat(Arrays.stream(split.train()), Arrays.stream(split.test())).forEach(rows::add);
        assertThat(rows).hasSize(308);
        assertThat(loaded.dataset().rows(split.test()).size()).isEqualTo(split.test().length);
        assertThat(loaded.dataset().features()[0]).containsExactly(-2.3, 0.568, 4.78, 3.99, 3.17, 0.125);
        assertThat(loaded.dataset().targets()[0]).isEqualTo(0.11);
    }

    @Test
    void loadsACsvWithANamedTarget(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("press.csv");
        Files.writeString(file, "stroke,diameter,speed\n20,131.5,5\n40,140.25,10\n");
        RegressionDataset data = RegressionDatasets.csv(file, "diameter");
        assertThat(data.name()).isEqualTo("press");
        assertThat(data.featureNames()).containsExactly("stroke", "speed");
        assertThat(data.targets()).containsExactly(131.5, 140.25);
        assertThat(data.features()[1]).containsExactly(40, 10);
    }

    @Test
    void malformedInputIsReportedWithItsPlace(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.csv");
        Files.writeString(file, "a,y\n1,2\n3,x\n");
        assertThatThrownBy(() -> RegressionDatasets.csv(file, "y")).hasMessageContaining("line 3, y: 'x' is not a number");
        assertThatThrownBy(() -> RegressionDatasets.csv(file, "z")).hasMessageContaining("no column named 'z'");
        Path ragged = dir.resolve("ragged.csv");
        Files.writeString(ragged, "a,y\n1,2,3\n");
        assertThatThrownBy(() -> RegressionDatasets.csv(ragged, "y")).hasMessageContaining("line 2 has 3 columns");
    }
}
