package io.targetwise.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StageFittersTest {

    /** Stage 1: y1 = 1 + x1 with sd 0.05 + 0.2 x1; stage 2: y2 = x2 y1^2 with sd 0.05. */
    private static double first(double x1, SplittableRandom random) {
        return 1 + x1 + (0.05 + 0.2 * x1) * random.nextGaussian();
    }

    private static double second(double x2, double y1, SplittableRandom random) {
        return x2 * y1 * y1 + 0.05 * random.nextGaussian();
    }

    @Test
    void stageModelsFittedFromJoinedReadingsPredictTheChainsTrueMomentsThroughThePropagation() {
        SplittableRandom random = new SplittableRandom(17);
        List<Measurement> stageOne = new ArrayList<>();
        List<Measurement> stageTwo = new ArrayList<>();
        for (int s = 0; s < 16; s++) {
            double x1 = (s % 4) / 3.0;
            double x2 = 0.5 + (s / 4) / 3.0;
            for (int r = 0; r < 5; r++) {
                double y1 = first(x1, random);
                stageOne.add(Measurement.of(new double[] {x1}, y1));
                // The join: the second stage's model sees the measured y1 of the same piece as an input.
                stageTwo.add(Measurement.of(StageFitters.downstreamInput(new double[] {x2}, new double[] {y1}),
                        second(x2, y1, random)));
            }
        }
        Surrogate one = StageFitters.firstStage(new double[] {0}, 1).fit(stageOne);
        Surrogate two = StageFitters.downstream(1).fit(stageTwo);
        ProcessChain chain = ProcessChain.of(ChainStage.of("one", 1, StageOutput.of("y1", one)),
                ChainStage.of("two", 1, StageOutput.of("y2", two)));
        for (double[] x : new double[][] {{0.2, 0.8}, {0.9, 1.2}}) {
            Posterior y = ChainPropagation.of(chain).propagate(new double[][] {x}).finalOutputs().get(0);
            double m1 = 1 + x[0];
            double v1 = Math.pow(0.05 + 0.2 * x[0], 2);
            double trueMean = x[1] * (m1 * m1 + v1);
            double trueVariance = x[1] * x[1] * (4 * m1 * m1 * v1 + 2 * v1 * v1) + 0.05 * 0.05;
            assertThat(y.mean(0)).as("mean at %s", x[0]).isCloseTo(trueMean, within(0.05 * trueMean));
            assertThat(y.aleatoricVariance(0)).as("spread at %s", x[0])
                    .isCloseTo(trueVariance, within(0.5 * trueVariance));
            // The spread a reading will show is mostly the first stage's, carried through the second.
            assertThat(y.aleatoricVariance(0)).isGreaterThan(3 * 0.05 * 0.05);
        }
    }
}
