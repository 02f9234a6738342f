package io.targetwise.simulators;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import io.targetwise.core.design.SpaceFillingDesign;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.simulators.forging.ForgingSimulator;

/**
 * The product's initial design against the one the demo's virtual plant ran before it used the product's: on the
 * forging press's box, one setpoint per design variable plus one, 30 seeds, the smallest distance between two
 * setpoints (each variable in units of its range) of each. The figures are in docs/simulators.md.
 */
class InitialDesignSpreadTest {
    private static final int SEEDS = 30;

    @Test
    void theProductsDesignIsMoreSpreadThanTheVirtualPlantsOwn() {
        ProcessSpec spec = ForgingSimulator.create().spec();
        List<SetpointVariable> box = spec.designVariables().stream()
                .map(v -> SetpointVariable.of(v.name(), v.lower(), v.upper()).withResolution(v.resolution())).toList();
        int size = box.size() + 1;
        double[] product = new double[SEEDS];
        double[] plant = new double[SEEDS];
        int atLeast = 0;
        for (int seed = 1; seed <= SEEDS; seed++) {
            product[seed - 1] = SpaceFillingDesign.of(box, size, seed).minimumDistance();
            plant[seed - 1] = SpaceFillingDesign.minimumDistance(box, SetpointPool.cornersAndLatinHypercube(spec, size,
                    new SplittableRandom(seed)).toArray(double[][]::new));
            atLeast += product[seed - 1] >= plant[seed - 1] ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "Initial design of %d setpoints, minimum scaled distance over %d seeds:"
                + " product mean %.3f (min %.3f, max %.3f), virtual plant's own mean %.3f (min %.3f, max %.3f);"
                + " product >= plant in %d%n", size, SEEDS, mean(product), min(product), max(product), mean(plant),
                min(plant), max(plant), atLeast);
        assertThat(mean(product)).isGreaterThanOrEqualTo(mean(plant));
        assertThat(min(product)).as("the product's worst seed against the plant's mean").isGreaterThan(mean(plant));
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElseThrow();
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElseThrow();
    }

    private static double mean(double[] values) {
        return Arrays.stream(values).average().orElseThrow();
    }
}
