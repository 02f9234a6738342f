package io.targetwise.core.surrogate.gp;

import io.targetwise.core.optim.BoundedLbfgs;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.RealVector;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

/** The likelihood against a direct dense computation, and its analytic gradient against finite differences. */
class MarginalLikelihoodTest {
    private static final int N = 40;
    private static final int DIM = 2;

    static Stream<Arguments> settings() {
        return Stream.of(KernelType.values()).flatMap(k -> Stream.of(Arguments.of(k, Trend.EMPIRICAL_MEAN, false),
                Arguments.of(k, Trend.CONSTANT, true)));
    }

    private static MarginalLikelihood likelihood(KernelType type, Trend trend, boolean fitsNoise, double[] x, double[] y,
            double[] noise) {
        return new MarginalLikelihood(type, x, y, noise, trend, fitsNoise, 1e-10);
    }

    @ParameterizedTest
    @MethodSource("settings")
    void gradientMatchesFiniteDifferencesAndValueMatchesDenseAlgebra(KernelType type, Trend trend, boolean fitsNoise) {
        SplittableRandom random = new SplittableRandom(3);
        double[] x = random.doubles(N * DIM).toArray();
        double[] y = new double[N];
        double[] noise = new double[N];
        for (int i = 0; i < N; i++) {
            y[i] = Math.sin(4 * x[2 * i]) + x[2 * i + 1] + 0.1 * random.nextGaussian();
            noise[i] = 0.01 * random.nextDouble();
        }
        MarginalLikelihood lml = likelihood(type, trend, fitsNoise, x, y, noise);
        double[] theta = fitsNoise ? new double[] {Math.log(0.3), Math.log(0.5), Math.log(1.7), Math.log(0.02)}
                : new double[] {Math.log(0.3), Math.log(0.5), Math.log(1.7)};
        BoundedLbfgs.Objective objective = lml.negativeObjective();
        double[] gradient = new double[theta.length];
        double value = objective.value(theta);
        objective.gradient(theta, gradient);
        double h = 1e-6;
        for (int p = 0; p < theta.length; p++) {
            double[] up = theta.clone();
            double[] down = theta.clone();
            up[p] += h;
            down[p] -= h;
            double numeric = (objective.value(up) - objective.value(down)) / (2 * h);
            assertThat(gradient[p]).as("parameter %d", p).isCloseTo(numeric, within(1e-5 * Math.max(1, Math.abs(numeric))));
        }
        assertThat(-value).isCloseTo(denseLogLikelihood(type, trend, theta, x, y, noise), within(1e-8));
    }

    /** Above the OpenBLAS threshold (n = 128) the factorisation and inverse run natively: same check there. */
    @ParameterizedTest
    @MethodSource("settings")
    void gradientMatchesFiniteDifferencesOnTheNativePath(KernelType type, Trend trend, boolean fitsNoise) {
        int n = 260;
        int dim = 4;
        SplittableRandom random = new SplittableRandom(8);
        double[] x = random.doubles(n * dim).toArray();
        double[] y = new double[n];
        double[] noise = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = Math.sin(4 * x[dim * i]) + x[dim * i + 1] * x[dim * i + 2] + 0.1 * random.nextGaussian();
            noise[i] = 0.01 * random.nextDouble();
        }
        MarginalLikelihood lml = likelihood(type, trend, fitsNoise, x, y, noise);
        double[] theta = fitsNoise
                ? new double[] {Math.log(0.2), Math.log(0.3), Math.log(0.4), Math.log(1), Math.log(1.7), Math.log(0.01)}
                : new double[] {Math.log(0.2), Math.log(0.3), Math.log(0.4), Math.log(1), Math.log(1.7)};
        BoundedLbfgs.Objective objective = lml.negativeObjective();
        double[] gradient = new double[theta.length];
        objective.value(theta);
        objective.gradient(theta, gradient);
        double h = 1e-6;
        for (int p = 0; p < theta.length; p++) {
            double[] up = theta.clone();
            double[] down = theta.clone();
            up[p] += h;
            down[p] -= h;
            double numeric = (objective.value(up) - objective.value(down)) / (2 * h);
            assertThat(gradient[p]).as("parameter %d", p).isCloseTo(numeric, within(1e-5 * Math.max(1, Math.abs(numeric))));
        }
    }

    /** log N(y | beta 1, K) from commons-math3, beta = GLS constant or 0. */
    private static double denseLogLikelihood(KernelType type, Trend trend, double[] theta, double[] x, double[] y,
            double[] noise) {
        StationaryKernel k = StationaryKernel.of(type, Math.exp(theta[2]), Math.exp(theta[0]), Math.exp(theta[1]));
        double extra = theta.length > 3 ? Math.exp(theta[3]) : 0;
        double[][] cov = new double[N][N];
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                cov[i][j] = k.value(new double[] {x[2 * i], x[2 * i + 1]}, new double[] {x[2 * j], x[2 * j + 1]});
            }
            cov[i][i] += noise[i] + extra + 1e-10;
        }
        CholeskyDecomposition chol = new CholeskyDecomposition(new Array2DRowRealMatrix(cov));
        RealVector ones = new ArrayRealVector(N, 1.0);
        RealVector yv = new ArrayRealVector(y);
        double beta = trend == Trend.CONSTANT
                ? ones.dotProduct(chol.getSolver().solve(yv)) / ones.dotProduct(chol.getSolver().solve(ones)) : 0;
        RealVector r = yv.subtract(ones.mapMultiply(beta));
        return -0.5 * r.dotProduct(chol.getSolver().solve(r)) - 0.5 * Math.log(chol.getDeterminant())
                - 0.5 * N * Math.log(2 * Math.PI);
    }
}
