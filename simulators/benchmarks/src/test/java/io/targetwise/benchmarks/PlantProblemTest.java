package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.simulators.SetpointPool;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PlantProblemTest {
    private static final PlantProblem NARROW_BAND = PlantProblem.select(30, List.of("narrow-band-2d")).get(0);

    @Test
    void theSameSeedDrawsTheSameInstanceAndAnotherSeedAnotherPoolAndInitialDesign() {
        Suite first = NARROW_BAND.draw(11);
        Suite again = NARROW_BAND.draw(11);
        Suite other = NARROW_BAND.draw(12);

        assertThat(again.candidates()).usingRecursiveComparison().isEqualTo(first.candidates());
        assertThat(again.initialDesign()).usingRecursiveComparison().isEqualTo(first.initialDesign());
        assertThat(first.candidates()).hasSize(30);
        // the corners stay in every pool; the Latin hypercube after them is the seed's own
        assertThat(other.candidates().subList(0, 2)).usingRecursiveComparison()
                .isEqualTo(first.candidates().subList(0, 2));
        assertThat(other.candidates().subList(2, 30)).usingRecursiveComparison()
                .isNotEqualTo(first.candidates().subList(2, 30));
        assertThat(other.initialDesign()).usingRecursiveComparison().isNotEqualTo(first.initialDesign());
    }

    @Test
    void theInitialDesignIsTwoMembersOfTheDrawnPoolAtRandomNotTheCorners() {
        for (long seed = 1; seed <= 5; seed++) {
            Suite instance = NARROW_BAND.draw(seed);
            assertThat(instance.initialDesign()).hasSize(2).allSatisfy(x -> assertThat(instance.candidates())
                    .anySatisfy(candidate -> assertThat(candidate).isEqualTo(x)));
            assertThat(instance.initialDesign().get(0)).isNotEqualTo(instance.initialDesign().get(1));
            assertThat(instance.initialPoints(new SplittableRandom(seed))).isSameAs(instance.initialDesign());
        }
        // with 30 candidates, the chance that 5 seeds all start from the two corners is nil
        assertThat(List.of(1L, 2L, 3L, 4L, 5L)).anySatisfy(seed -> assertThat(NARROW_BAND.draw(seed).initialDesign())
                .usingRecursiveComparison().isNotEqualTo(NARROW_BAND.draw(seed).candidates().subList(0, 2)));
    }

    @Test
    void forgingIsOneProblemPerTargetAndTheFixedPoolsKeepTheStudiesOnTheirRecordedPools() {
        assertThat(PlantProblem.all(30).stream().map(PlantProblem::id)).containsExactly("forging-120", "forging-140",
                "forging-170", "narrow-band-2d", "input-noise-4d", "lot-sensitivity-6d", "regime-change-10d");
        Suite pool1 = PlantProblem.fixedPools(30, List.of("forging-140-pool1")).get(0);
        List<double[]> recorded = SetpointPool.cornersAndLatinHypercube(pool1.simulator().spec(), 30,
                new SplittableRandom(1));
        assertThat(pool1.candidates()).usingRecursiveComparison().isEqualTo(recorded);
        assertThat(pool1.initialDesign()).usingRecursiveComparison().isEqualTo(recorded.subList(0, 2));
        assertThat(pool1.target()).isEqualTo(140);
    }

    @Test
    void everyRepeatIsScoredAgainstTheBestOfItsOwnPool() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "plant", "--methods", "ncchi2-ei,plain-ei",
                "--repeats", "3", "--replicates", "2", "--budget", "6", "--pool-size", "30", "--seed", "4",
                "--threads", "1", "--out", "unused");
        List<IterationResult> rows = BenchmarkRunner.run(options, NARROW_BAND::draw,
                (arm, instance) -> new OptimisationLoop(instance, arm, options.setting(), 1, 2, options.meanGp()),
                new ProgressBar(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), 6));

        Map<Integer, List<Double>> bestByRepeat = rows.stream().collect(Collectors.groupingBy(IterationResult::repeat,
                Collectors.mapping(IterationResult::bestAttainable, Collectors.toList())));
        assertThat(bestByRepeat).hasSize(3);
        bestByRepeat.forEach((repeat, best) -> assertThat(best).as("repeat %d, both arms", repeat).containsOnly(
                NARROW_BAND.draw(BenchmarkRunner.repeatSeed(4, repeat)).bestAttainableError()));
        assertThat(bestByRepeat.values().stream().map(best -> best.get(0)).distinct()).hasSize(3);
        assertThat(rows).allSatisfy(r -> assertThat(r.regret()).isEqualTo(r.eMin() - r.bestAttainable()));
    }
}
