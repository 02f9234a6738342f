package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.targetwise.neural.autodeuq.AutoDeuqSettings.TrainingSettingsSearch;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AutoDeuqUciBenchmarkTest {
    /** The shared data sets, read in place when present (never copied into the project). */
    private static final Path UCI = Path.of("../shared/datasets/uci");

    @Test
    void tinyBudgetWritesOneRowPerSplitAndComparesWithTableOne(@TempDir Path out) throws IOException {
        assumeTrue(Files.isDirectory(UCI.resolve("yacht")), "shared data sets not present");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        // 4 models on 2 workers: the second round's training settings come from the Bayesian optimiser
        List<AutoDeuqUciBenchmark.SplitResult> results = AutoDeuqUciBenchmark.run(UCI, "yacht", 2, 4, 2, 1,
                TrainingSettingsSearch.BAYESIAN, out, new PrintStream(log, true, StandardCharsets.UTF_8));

        assertThat(results).extracting(AutoDeuqUciBenchmark.SplitResult::models).containsExactly(4, 4);
        assertThat(results).allSatisfy(r -> assertThat(r.nll()).isFinite());
        List<String> csv = Files.readAllLines(out.resolve("autodeuq-yacht.csv"));
        assertThat(csv).hasSize(3);
        assertThat(csv.get(1)).startsWith("yacht,0,4,");
        String report = Files.readString(out.resolve("autodeuq-yacht.md"));
        assertThat(report).contains("batches 1 to 256", "training settings by Bayesian optimisation (AgEBO)", "| 1 |", "mean (standard error)", "NLL -0.17 (0.11)", "NLL difference");
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("yacht split 2/2: model 4/4 under way");
    }

    @Test
    void refusesMoreSplitsThanTheDataSetHas(@TempDir Path out) {
        assumeTrue(Files.isDirectory(UCI.resolve("yacht")), "shared data sets not present");
        assertThatThrownBy(() -> AutoDeuqUciBenchmark.run(UCI, "yacht", 21, 2, 2, 8,
                TrainingSettingsSearch.EVOLVED, out, System.out))
                .hasMessageContaining("has 20 splits");
        assertThatThrownBy(() -> AutoDeuqUciBenchmark.run(UCI, "yacht", 2, 2, 2, 0,
                TrainingSettingsSearch.EVOLVED, out, System.out))
                .hasMessage("the minimum batch must be in 1..256, got 0");
    }
}
