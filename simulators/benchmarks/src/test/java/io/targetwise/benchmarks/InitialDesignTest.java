package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.core.design.SpaceFillingDesign;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SetpointPool;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code --initial-design}: the plant's design is the virtual plant's corners and Latin hypercube, the product's is
 * {@link SpaceFillingDesign}'s, both of d + 1 setpoints drawn after the pool from the repeat's seed, on the same pool
 * as the suite's own start; and the optimisation loop runs exactly those setpoints before its first proposal.
 */
class InitialDesignTest {
    private static final int POOL_SIZE = 30;
    /** Forging has resolutions to snap to; the narrow band is continuous. */
    private static final List<PlantProblem> PROBLEMS = PlantProblem.select(POOL_SIZE,
            List.of("forging-140", "narrow-band-2d"));

    @Test
    void theOptionChangesTheInitialDesignToThePlantsOrTheProductsOnTheSamePool() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "plant", "--initial-design", "product,plant",
                "--out", "unused");
        assertThat(options.initialDesigns()).containsExactly(InitialDesign.PRODUCT, InitialDesign.PLANT);
        InitialDesign product = options.initialDesigns().get(0);
        InitialDesign plant = options.initialDesigns().get(1);
        for (PlantProblem problem : PROBLEMS) {
            ProcessSpec spec = problem.simulator().spec();
            int size = spec.designVariables().size() + 1;
            for (long seed : new long[] {BenchmarkRunner.repeatSeed(101, 0), BenchmarkRunner.repeatSeed(101, 1)}) {
                SplittableRandom forProduct = new SplittableRandom(seed).split();
                List<double[]> pool = SetpointPool.cornersAndLatinHypercube(spec, POOL_SIZE, forProduct);
                SplittableRandom forPlant = new SplittableRandom(seed).split();
                SetpointPool.cornersAndLatinHypercube(spec, POOL_SIZE, forPlant);
                List<SetpointVariable> box = spec.designVariables().stream().map(v -> SetpointVariable.of(v.name(),
                        v.lower(), v.upper()).withResolution(v.resolution())).toList();
                double[][] expectedProduct = SpaceFillingDesign.of(box, size, forProduct.nextLong()).points();
                List<double[]> expectedPlant = SetpointPool.cornersAndLatinHypercube(spec, size, forPlant);

                Suite fromProduct = problem.draw(seed, product);
                Suite fromPlant = problem.draw(seed, plant);
                Suite fromPool = problem.draw(seed);
                assertThat(fromProduct.initialDesign()).as("%s seed %d", problem.id(), seed).hasSize(size)
                        .usingRecursiveComparison().isEqualTo(Arrays.asList(expectedProduct));
                assertThat(fromPlant.initialDesign()).as("%s seed %d", problem.id(), seed).hasSize(size)
                        .usingRecursiveComparison().isEqualTo(expectedPlant);
                assertThat(fromPlant.initialDesign().subList(0, 2)).usingRecursiveComparison()
                        .isEqualTo(List.of(spec.lowerBounds(), spec.upperBounds()));
                assertThat(fromProduct.initialDesign()).usingRecursiveComparison()
                        .isNotEqualTo(fromPlant.initialDesign());
                // the same pool whichever design starts the run, so the designs are compared paired
                for (Suite instance : List.of(fromProduct, fromPlant, fromPool)) {
                    assertThat(instance.candidates()).usingRecursiveComparison().isEqualTo(pool);
                    assertThat(instance.initialPoints(new SplittableRandom(seed))).isSameAs(instance.initialDesign());
                }
                assertThat(fromPool.initialDesign()).hasSize(2);
            }
        }
    }

    @Test
    void theLoopRunsTheDesignsSetpointsWithRReadingsEachWithinTheBudget() {
        BenchmarkOptions options = BenchmarkOptions.parse("--suite", "plant", "--methods", "plain-ei",
                "--initial-design", "product", "--replicates", "2", "--budget", "50", "--out", "unused");
        Arm arm = options.arms().get(0);
        for (PlantProblem problem : PROBLEMS) {
            int size = problem.simulator().spec().designVariables().size() + 1;
            assertThat(PlantBenchmark.iterations(options, 2, problem, InitialDesign.PRODUCT)).isEqualTo(25 - size);
            assertThat(PlantBenchmark.iterations(options, 2, problem, InitialDesign.POOL)).isEqualTo(23);
            long seed = BenchmarkRunner.repeatSeed(7, 0);
            Suite instance = problem.draw(seed, InitialDesign.PRODUCT);
            IterationResult start = new OptimisationLoop(instance, arm, options.setting(), 0, 2, options.meanGp())
                    .run(0, seed, instance.bestAttainableError(), i -> { }).get(0);
            double expected = instance.initialDesign().stream().mapToDouble(instance::trueError).min().orElseThrow();
            assertThat(start.eMin()).as(problem.id()).isEqualTo(expected);
            assertThat(start.readings()).isEqualTo(2 * size);
        }
    }

    @Test
    void aDesignOtherThanThePoolsNeedsThePlantSuiteAndABudgetThatLeavesAProposal() {
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "exp1", "--initial-design", "product", "--out",
                "x")).hasMessageContaining("--suite plant only");
        assertThatThrownBy(() -> BenchmarkOptions.parse("--suite", "plant", "--initial-design", "corners", "--out",
                "x")).hasMessageContaining("pool, plant, product");
        assertThatThrownBy(() -> BenchmarkMain.run(new String[] {"benchmark", "--suite", "plant", "--methods",
                "plain-ei", "--initial-design", "plant", "--problems", "narrow-band-2d", "--replicates", "2",
                "--budget", "6", "--out", "unused"}, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8))).hasMessageContaining("leaves no proposal on narrow-band-2d");
    }
}
