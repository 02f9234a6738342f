package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.benchmarks.responsesurface.CompositeDesign;
import io.targetwise.benchmarks.responsesurface.Region;
import io.targetwise.benchmarks.responsesurface.SequentialResponseSurface;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SimulatedReading;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The response-surface arm end to end on narrow-band-2d (m = 10 x1 + 4 x2, target 7; the spread is small only near
 * x2 = 0.85), 2 readings per setpoint and a budget of 40 readings: 18 proposals after the two initial corners, the
 * first 7 completing the 9-point face-centred CCD (its corners (0, 0) and (1, 1) are the initial points).
 */
class ResponseSurfaceArmTest {
    private static final int REPLICATES = 2;
    private static final int BUDGET = 40;
    private static final int ITERATIONS = BUDGET / REPLICATES - 2;

    private final Suite suite = PlantProblem.fixedPools(50).stream().filter(s -> s.id().equals("narrow-band-2d"))
            .findFirst().orElseThrow();

    @Test
    void spendsExactlyTheReadingBudgetAndEndsBelowItsFirstDesignsBestPoint() {
        SplittableRandom rng = new SplittableRandom(7);
        List<double[]> initialPoints = suite.initialPoints(rng);
        List<Measurement> initial = new ArrayList<>();
        initialPoints.forEach(x -> initial.addAll(measure(x, rng)));
        ProcessSpec spec = suite.simulator().spec();
        SequentialResponseSurface rsm = new SequentialResponseSurface(spec.lowerBounds(), spec.upperBounds(),
                new double[] {0, 0}, suite.target(), ITERATIONS, initial);
        int readings = initial.size();
        List<double[]> firstDesign = new ArrayList<>(initialPoints);
        double[] x;
        while ((x = rsm.next()) != null) {
            List<Measurement> delivered = measure(x, rng);
            readings += delivered.size();
            if (rsm.designs() == 1 && firstDesign.size() < CompositeDesign.faceCentred(2).size()) {
                firstDesign.add(x);
            }
            rsm.tell(delivered);
        }

        assertThat(readings).as("readings, the initial corners included").isEqualTo(BUDGET);
        assertThat(rsm.plan().orElseThrow().name()).isEqualTo("face-centred CCD");
        assertThat(rsm.designs()).as("a 9-point CCD (7 new points), a second CCD of 9, then replicates").isEqualTo(2);
        assertThat(firstDesign).hasSize(9);
        double firstDesignBest = firstDesign.stream().mapToDouble(suite::trueError).min().orElseThrow();
        double recommended = suite.trueError(rsm.recommendation().orElseThrow());
        assertThat(recommended).as("true E at the final MSE optimum against the first design's best point (%s)",
                firstDesignBest).isLessThan(firstDesignBest);
    }

    @Test
    void anAdaptiveArmIsRefusedInThePapersSettingWhereEachSetpointIsItsExactMean() {
        assertThatThrownBy(() -> new OptimisationLoop(suite, Arm.parse("robust-lcb/adaptive"), Setting.PAPER,
                ITERATIONS, REPLICATES, MeanGp.PAPER)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no readings to allocate");
    }

    @Test
    void runsThroughTheLoopOneSetpointOfReplicatesPerIteration() {
        OptimisationLoop loop = new OptimisationLoop(suite, new Arm(Method.RESPONSE_SURFACE,
                AleatoricTreatment.INTEGRATED, Arm.Variance.SUITE), Setting.PRODUCT, ITERATIONS, REPLICATES,
                MeanGp.PAPER);

        List<IterationResult> rows = loop.run(0, 7, suite.bestAttainableError(), i -> { });

        assertThat(rows).as("iteration 0 and one row per proposal, none short of the budget").hasSize(ITERATIONS + 1);
        assertThat(rows.get(0).method()).isEqualTo("response-surface");
        Region whole = Region.whole(new double[] {0, 0}, new double[] {1, 1});
        List<double[]> firstDesign = rows.subList(1, 8).stream().map(r -> r.setpoint().toArray()).toList();
        List<double[]> expected = new ArrayList<>(CompositeDesign.faceCentred(2).points().stream().map(whole::decode)
                .toList());
        expected.removeIf(p -> (p[0] == 0 && p[1] == 0) || (p[0] == 1 && p[1] == 1));
        assertThat(firstDesign).as("the CCD's points but the initial corners, centre first")
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(firstDesign.get(0)).containsExactly(0.5, 0.5);
        assertThat(rows.get(ITERATIONS).recommendationError()).as("the true E at its final MSE optimum").isFinite()
                .isNotNegative();
        assertThat(rows.get(ITERATIONS).eMin()).as("E_min after the later designs against after the first")
                .isLessThan(rows.get(7).eMin());
    }

    private List<Measurement> measure(double[] x, SplittableRandom rng) {
        List<Measurement> readings = new ArrayList<>();
        for (SimulatedReading reading : suite.simulator().measure(x, REPLICATES, rng)) {
            readings.add(Measurement.of(x, reading.output()));
        }
        return readings;
    }
}
