package io.targetwise.benchmarks.problems.nomu;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

/**
 * NOMU's ten one-dimensional regression test functions, each scaled to about [-1, 1] on x in [-1, 1], as the
 * authors' code defines them (digest seed-000-nomu, section 4). The minimum over [-1, 1] is found once by a dense
 * grid refined by golden-section search.
 */
public enum RegressionFunction implements TestFunction {
    ABS(x -> 2 * Math.abs(x - 0.4) / 1.4 - 1),
    STEP(x -> x < 0 ? 1 : -1),
    KINK(x -> {
        double g = 2 * (x - 0.4) * (x < 0.4 ? 1 : 0) + 1 - 3 * (x - 0.4) * (x > 0.4 ? 1 : 0);
        return (g + 0.4) / 1.4;
    }),
    SQUARE(x -> 2 * x * x - 1),
    CUBIC(x -> x * x * x),
    SINE1(x -> Math.sin(10 / (x - 1.2))),
    SINE2(x -> Math.sin(-5.5 * Math.PI * x) / 5 + 0.8 * x),
    SINE3(x -> (Math.sin(Math.exp(2.7 * x) + 0.1) * Math.pow((x + 1) / 2, 0.9) + x + 0.5 * (x + 1) * (x + 1)
            - 1.4649292) / 2.46492193),
    FORRESTER(x -> {
        double u = (x + 1) / 2;
        double g = (6 * u - 2) * (6 * u - 2) * Math.sin(12 * u - 4);
        return 2 * (g + 6.02074) / (16 * Math.sin(8) + 6.02074) - 1;
    }),
    LEVY(x -> {
        double w = 1 + (10 * x - 1) / 4;
        double a = Math.sin(Math.PI * w);
        double b = Math.sin(2 * Math.PI * w);
        return (a * a + (w - 1) * (w - 1) * (1 + b * b)) / 7.8125 - 1;
    });

    private static final int GRID = 20_001;

    private final DoubleUnaryOperator f;
    private final double minimum;

    RegressionFunction(DoubleUnaryOperator f) {
        this.f = f;
        this.minimum = minimumOnUnitInterval(f);
    }

    @Override
    public String id() {
        return "nomu-1d-" + name().toLowerCase(Locale.ROOT);
    }

    @Override
    public int dimension() {
        return 1;
    }

    @Override
    public double uncheckedValue(double[] x) {
        return f.applyAsDouble(x[0]);
    }

    @Override
    public double minimum() {
        return minimum;
    }

    /** @throws IllegalArgumentException listing the valid ids */
    public static RegressionFunction fromId(String id) {
        return Arrays.stream(values()).filter(v -> v.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown NOMU regression function '" + id + "', valid: "
                        + Arrays.stream(values()).map(RegressionFunction::id).toList()));
    }

    private static double minimumOnUnitInterval(DoubleUnaryOperator f) {
        double step = 2.0 / (GRID - 1);
        int best = 0;
        double bestValue = Double.POSITIVE_INFINITY;
        for (int i = 0; i < GRID; i++) {
            double v = f.applyAsDouble(-1 + i * step);
            if (v < bestValue) {
                bestValue = v;
                best = i;
            }
        }
        double lo = Math.max(-1, -1 + (best - 1) * step);
        double hi = Math.min(1, -1 + (best + 1) * step);
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 60; i++) {
            double a = hi - ratio * (hi - lo);
            double b = lo + ratio * (hi - lo);
            if (f.applyAsDouble(a) < f.applyAsDouble(b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return Math.min(bestValue, f.applyAsDouble(0.5 * (lo + hi)));
    }
}
