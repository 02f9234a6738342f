package io.targetwise.simulators.plantlike;

import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * A plant-like test problem with a regime change, the kind of response a stationary GP models poorly: ten setpoints on
 * [0, 1]^10, the first a temperature T. Above T = {@value #THRESHOLD} the material behaves differently (a phase
 * change): the mean jumps, its slopes in the other variables change, some sign, and the spread changes form.
 * <ul>
 *   <li>cold (T &lt; 0.55): m = 1 + 2 T + 2 x2 + 1.5 x3 + x4 + 0.5 x5 + 0.8 x6 + 0.6 x7 + 0.4 x8 + 0.2 x9 + 0.1 x10,
 *       sd = 0.25 + 0.25 x2: never quieter than 0.25;</li>
 *   <li>hot (T &gt;= 0.55): m = 0.6 + 2 T - x2 + 2.5 x3 + 0.5 x4 + x5 - 0.8 x6 + 0.6 x7 + 1.2 x8 - 0.2 x9 + 0.1 x10,
 *       sd = 0.05 + (x4 - 0.3)^2: quiet only near x4 = 0.3.</li>
 * </ul>
 * At the centre of the other variables the mean drops by 2 at the threshold (5.65 to 3.65) and the sd from 0.375 to
 * 0.09. Target 5, reachable in both regimes (cold m spans 1 to 9.2, hot -0.3 to 8.5). The quiet way to it lies in the
 * hot regime (E down to 0.0025 against at least 0.0625 cold), across a jump a smooth model blurs.
 * y = m(x) + sd(x) eps, eps ~ N(0, 1): the truth is closed-form.
 */
public final class RegimeChange10d extends GaussianNoiseSimulator {
    public static final String ID = "regime-change-10d";
    public static final double TARGET = 5;
    /** The temperature, on the unit scale, from which the hot regime holds. */
    public static final double THRESHOLD = 0.55;
    private static final double[] COLD_SLOPES = {2, 2, 1.5, 1, 0.5, 0.8, 0.6, 0.4, 0.2, 0.1};
    private static final double[] HOT_SLOPES = {2, -1, 2.5, 0.5, 1, -0.8, 0.6, 1.2, -0.2, 0.1};
    private static final double COLD_INTERCEPT = 1;
    private static final double HOT_INTERCEPT = 0.6;
    private static final ProcessSpec SPEC = new ProcessSpec(ID, variables(), List.of(),
            new ProcessSpec.Output("y", ""), TARGET, TARGET - 0.5, TARGET + 0.5);

    private RegimeChange10d() {
    }

    public static RegimeChange10d create() {
        return new RegimeChange10d();
    }

    @Override
    public ProcessSpec spec() {
        return SPEC;
    }

    private static boolean hot(double[] x) {
        return x[0] >= THRESHOLD;
    }

    @Override
    protected double mean(double[] x) {
        double[] slopes = hot(x) ? HOT_SLOPES : COLD_SLOPES;
        double m = hot(x) ? HOT_INTERCEPT : COLD_INTERCEPT;
        for (int i = 0; i < slopes.length; i++) {
            m += slopes[i] * x[i];
        }
        return m;
    }

    @Override
    protected double sd(double[] x) {
        return hot(x) ? 0.05 + (x[3] - 0.3) * (x[3] - 0.3) : 0.25 + 0.25 * x[1];
    }

    private static List<DesignVariable> variables() {
        List<DesignVariable> variables = new ArrayList<>(List.of(new DesignVariable("temperature", "", 0, 1, 0)));
        for (int i = 2; i <= COLD_SLOPES.length; i++) {
            variables.add(new DesignVariable("x" + i, "", 0, 1, 0));
        }
        return List.copyOf(variables);
    }
}
