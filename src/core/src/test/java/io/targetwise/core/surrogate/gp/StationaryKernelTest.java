package io.targetwise.core.surrogate.gp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Kernel values against their textbook formulas in r, and every derivative against central finite differences. */
class StationaryKernelTest {
    private static final double[] LENGTH_SCALES = {0.7, 1.3, 0.4};
    private static final double VARIANCE = 2.5;
    private static final double[] A = {0.3, -0.2, 0.5};
    private static final double[] B = {0.1, 0.4, 0.35};
    private static final double H = 1e-5;

    private static double textbook(KernelType type, double r) {
        return switch (type) {
            case RBF -> VARIANCE * Math.exp(-r * r / 2);
            case MATERN_32 -> VARIANCE * (1 + Math.sqrt(3) * r) * Math.exp(-Math.sqrt(3) * r);
            case MATERN_52 -> VARIANCE * (1 + Math.sqrt(5) * r + 5 * r * r / 3) * Math.exp(-Math.sqrt(5) * r);
        };
    }

    @ParameterizedTest
    @EnumSource(KernelType.class)
    void valuesMatchTheTextbookFormulas(KernelType type) {
        StationaryKernel k = StationaryKernel.of(type, VARIANCE, LENGTH_SCALES);
        double r2 = 0;
        for (int d = 0; d < 3; d++) {
            r2 += Math.pow((A[d] - B[d]) / LENGTH_SCALES[d], 2);
        }
        assertThat(k.value(A, B)).isCloseTo(textbook(type, Math.sqrt(r2)), within(1e-14));
        assertThat(k.value(A, A)).isEqualTo(VARIANCE);
    }

    @ParameterizedTest
    @EnumSource(KernelType.class)
    void hyperparameterGradientMatchesFiniteDifferences(KernelType type) {
        double[] analytic = StationaryKernel.of(type, VARIANCE, LENGTH_SCALES).hyperparameterGradient(A, B);
        for (int p = 0; p < 4; p++) {
            double numeric = (kernelAt(type, p, H).value(A, B) - kernelAt(type, p, -H).value(A, B)) / (2 * H);
            assertThat(analytic[p]).as("parameter %d", p).isCloseTo(numeric, within(1e-8));
        }
    }

    /** The kernel with log-hyperparameter p moved by delta. */
    private static StationaryKernel kernelAt(KernelType type, int p, double delta) {
        double[] ls = LENGTH_SCALES.clone();
        double variance = VARIANCE;
        if (p < 3) {
            ls[p] *= Math.exp(delta);
        } else {
            variance *= Math.exp(delta);
        }
        return StationaryKernel.of(type, variance, ls);
    }

    @ParameterizedTest
    @EnumSource(KernelType.class)
    void inputGradientMatchesFiniteDifferences(KernelType type) {
        StationaryKernel k = StationaryKernel.of(type, VARIANCE, LENGTH_SCALES);
        double[] analytic = k.inputGradient(A, B);
        for (int d = 0; d < 3; d++) {
            assertThat(analytic[d]).isCloseTo((k.value(shift(A, d, H), B) - k.value(shift(A, d, -H), B)) / (2 * H),
                    within(1e-8));
        }
    }

    @ParameterizedTest
    @EnumSource(value = KernelType.class, names = {"RBF", "MATERN_52"})
    void inputHessianMatchesFiniteDifferencesOfTheGradient(KernelType type) {
        StationaryKernel k = StationaryKernel.of(type, VARIANCE, LENGTH_SCALES);
        double[] analytic = k.inputHessian(A, B);
        for (int d = 0; d < 3; d++) {
            double[] up = k.inputGradient(shift(A, d, H), B);
            double[] down = k.inputGradient(shift(A, d, -H), B);
            for (int e = 0; e < 3; e++) {
                assertThat(analytic[d * 3 + e]).isCloseTo((up[e] - down[e]) / (2 * H), within(1e-7));
            }
        }
        double[] atZero = k.inputHessian(A, A);
        for (int d = 0; d < 3; d++) {
            double curvature = (k.value(shift(A, d, 1e-4), A) - 2 * VARIANCE + k.value(shift(A, d, -1e-4), A)) / 1e-8;
            assertThat(atZero[d * 3 + d]).isCloseTo(curvature, within(1e-5 * Math.abs(curvature)));
        }
    }

    private static double[] shift(double[] x, int d, double h) {
        double[] y = x.clone();
        y[d] += h;
        return y;
    }
}
