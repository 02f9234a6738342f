package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChainBenchmarkTest {

    @Test
    void tinyRunWritesEveryFileAndScoresEveryMethodAtEveryIteration(@TempDir Path out) throws IOException {
        ChainBenchmark.Options options = ChainBenchmark.Options.parse(List.of("--problems", "uc2,forging-ht",
                "--repeats", "1", "--iterations", "2", "--replicates", "2", "--out", out.toString()));

        List<ChainBenchmark.Outcome> outcomes = new ChainBenchmark(options)
                .run(new PrintStream(new ByteArrayOutputStream()));

        for (String file : List.of("results.csv", "final.csv", "report.md", "convergence-uc2.png",
                "convergence-uc2.svg", "convergence-forging-ht.png", "convergence-forging-ht.svg")) {
            assertThat(out.resolve(file)).as(file).isNotEmptyFile();
        }
        List<String> rows = Files.readAllLines(out.resolve("results.csv"));
        assertThat(rows.get(0)).isEqualTo("repeat,problem,method,iteration,pieces,e,e_over_best,setpoint");
        assertThat(rows).hasSize(1 + 2 * ChainBenchmark.Method.values().length * 3);
        for (String row : rows.subList(1, rows.size())) {
            String[] cells = row.split(",");
            double e = Double.parseDouble(cells[5]);
            assertThat(e).as(row).isFinite().isPositive();
            if (cells[1].equals("uc2")) {
                // the best attainable E is UC2's true minimum: no recommendation can beat it
                assertThat(Double.parseDouble(cells[6])).as(row).isGreaterThanOrEqualTo(0.999);
            }
        }
        assertThat(outcomes).hasSize(2 * ChainBenchmark.Method.values().length);
        for (ChainBenchmark.Outcome outcome : outcomes) {
            assertThat(outcome.rows()).extracting(ChainBenchmark.Row::iteration).containsExactly(0, 1, 2);
            // UC2's design has 2 * 2 + 2 joint setpoints, forging's 2 * 7 + 2; 2 pieces each, 2 per iteration
            int designPieces = outcome.problem().equals("uc2") ? 12 : 32;
            assertThat(outcome.last().pieces()).isEqualTo(designPieces + 4);
            assertThat(Double.isNaN(outcome.policyError()))
                    .as("only chain-replan has a re-plan policy").isEqualTo(outcome.method()
                            != ChainBenchmark.Method.CHAIN_REPLAN);
        }
        ChainBenchmark.Outcome replan = outcomes.stream().filter(o -> o.problem().equals("uc2")
                && o.method() == ChainBenchmark.Method.CHAIN_REPLAN).findFirst().orElseThrow();
        assertThat(replan.policyError()).isFinite().isPositive();
        assertThat(replan.policyStandardError()).isFinite().isPositive().isLessThan(replan.policyError());
        // the press at the centre of its box forges 132 mm, below the [138, 142] mm limits (docs/simulators.md)
        ChainBenchmark.Outcome lastStage = outcomes.stream().filter(o -> o.problem().equals("forging-ht")
                && o.method() == ChainBenchmark.Method.LAST_STAGE).findFirst().orElseThrow();
        assertThat(lastStage.conformance()).isLessThan(0.01);
        assertThat(outcomes.stream().filter(o -> o.problem().equals("uc2")))
                .allSatisfy(o -> assertThat(o.conformance()).as("UC2's intermediate outputs have no limits")
                        .isEqualTo(1));
    }

    @Test
    void refusesBadOptionsNamingThem() {
        assertThatThrownBy(() -> ChainBenchmark.Options.parse(List.of("--repeats", "0")))
                .hasMessageContaining("--repeats");
        assertThatThrownBy(() -> ChainBenchmark.Options.parse(List.of("--iterations", "x")))
                .hasMessageContaining("--iterations");
        assertThatThrownBy(() -> ChainBenchmark.Options.parse(List.of("--replicates", "1")))
                .hasMessageContaining("--replicates");
        assertThatThrownBy(() -> ChainBenchmark.Options.parse(List.of("--problems", "uc3")))
                .hasMessageContaining("--problems").hasMessageContaining("uc3");
        assertThatThrownBy(() -> ChainBenchmark.Options.parse(List.of("--repeat", "3")))
                .hasMessageContaining("--repeat");
        assertThatThrownBy(() -> ChainBenchmark.Options.parse(List.of("--out")))
                .hasMessageContaining("--out");
    }
}
