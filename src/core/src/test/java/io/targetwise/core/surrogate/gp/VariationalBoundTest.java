package io.targetwise.core.surrogate.gp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.optim.BoundedLbfgs;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Titsias bound against a dense computation of its definition, its gradient against finite differences, and its
 * value with every point inducing against the exact log marginal likelihood.
 */
class VariationalBoundTest {

    /** (kernel, n, m, D): small on the Java path, m >= 128 on the native one. */
    static Stream<Arguments> settings() {
        return Stream.concat(Stream.of(KernelType.values()).map(k -> Arguments.of(k, 60, 15, 2)),
                Stream.of(Arguments.of(KernelType.RBF, 300, 130, 3), Arguments.of(KernelType.MATERN_52, 300, 130, 3)));
    }

    @ParameterizedTest
    @MethodSource("settings")
    void gradientMatchesFiniteDifferencesAndValueMatchesDenseDefinition(KernelType type, int n, int m, int dim) {
        Problem p = Problem.of(n, dim, 5);
        double[] z = Arrays.copyOf(p.x, m * dim);
        VariationalBound bound = new VariationalBound(type, p.x, p.y, p.noise, z);
        double[] theta = new double[dim + 1];
        for (int d = 0; d < dim; d++) {
            theta[d] = Math.log(0.3 + 0.1 * d);
        }
        theta[dim] = Math.log(1.7);
        BoundedLbfgs.Objective objective = bound.negativeObjective();
        double value = objective.value(theta);
        double[] gradient = new double[theta.length];
        objective.gradient(theta, gradient);
        double h = 1e-5;
        for (int q = 0; q < theta.length; q++) {
            double[] up = theta.clone();
            double[] down = theta.clone();
            up[q] += h;
            down[q] -= h;
            double numeric = (objective.value(up) - objective.value(down)) / (2 * h);
            assertThat(gradient[q]).as("parameter %d", q).isCloseTo(numeric,
                    within(1e-5 * Math.max(1, Math.abs(numeric))));
        }
        assertThat(-value).isCloseTo(denseBound(VariationalBound.kernel(type, theta), p, z, m), within(1e-6 * n));
    }

    @Test
    void withEveryPointInducingTheBoundIsTheExactLogMarginalLikelihood() {
        Problem p = Problem.of(40, 2, 9);
        double[] theta = {Math.log(0.4), Math.log(0.6), Math.log(1.3)};
        double sparse = new VariationalBound(KernelType.RBF, p.x, p.y, p.noise, p.x.clone()).fit(theta).orElseThrow()
                .bound();
        MarginalLikelihood.Fit exact = new MarginalLikelihood(KernelType.RBF, p.x, p.y, p.noise, Trend.EMPIRICAL_MEAN,
                false, 1e-12).fit(theta).orElseThrow();
        assertThat(sparse).isCloseTo(MarginalLikelihood.logLikelihood(exact.cholesky(), exact.whitened()),
                within(1e-5));
    }

    /**
     * log N(y | 0, Q + Lambda) - 1/2 tr(Lambda^{-1} (K_nn - Q)) with Q = K_nm K_mm^{-1} K_mn formed densely, the
     * jitter on K_mm as in the bound.
     */
    private static double denseBound(StationaryKernel kernel, Problem p, double[] z, int m) {
        int n = p.y.length;
        int dim = kernel.dimension();
        RealMatrix kmm = new Array2DRowRealMatrix(m, m);
        RealMatrix knm = new Array2DRowRealMatrix(n, m);
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                kmm.setEntry(i, j, kernel.value(z, i, z, j) * (i == j ? 1 + VariationalBound.FIRST_JITTER : 1));
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                knm.setEntry(i, j, kernel.value(p.x, i, z, j));
            }
        }
        RealMatrix q = knm.multiply(new CholeskyDecomposition(kmm, 1e-14, 1e-300).getSolver().getInverse())
                .multiply(knm.transpose());
        // symmetrised: the triple product is symmetric only to rounding
        RealMatrix covariance = q.add(q.transpose()).scalarMultiply(0.5);
        double trace = 0;
        for (int i = 0; i < n; i++) {
            covariance.addToEntry(i, i, p.noise[i]);
            trace += (kernel.signalVariance() - q.getEntry(i, i)) / p.noise[i];
        }
        CholeskyDecomposition chol = new CholeskyDecomposition(covariance, 1e-9, 1e-300);
        ArrayRealVector y = new ArrayRealVector(p.y);
        double quadratic = y.dotProduct(chol.getSolver().solve(y));
        double logDeterminant = 0;
        for (int i = 0; i < n; i++) {
            logDeterminant += 2 * Math.log(chol.getL().getEntry(i, i));
        }
        return -0.5 * (quadratic + logDeterminant + n * Math.log(2 * Math.PI)) - 0.5 * trace;
    }

    /** Standardised-looking data with heteroskedastic noise, x row-major in [0, 1]^D. */
    record Problem(double[] x, double[] y, double[] noise) {
        static Problem of(int n, int dim, long seed) {
            SplittableRandom random = new SplittableRandom(seed);
            double[] x = random.doubles((long) n * dim).toArray();
            double[] y = new double[n];
            double[] noise = new double[n];
            for (int i = 0; i < n; i++) {
                noise[i] = 0.01 + 0.05 * random.nextDouble();
                y[i] = Math.sin(4 * x[dim * i]) + x[dim * i + dim - 1] + Math.sqrt(noise[i]) * random.nextGaussian();
            }
            double mean = Arrays.stream(y).average().orElseThrow();
            for (int i = 0; i < n; i++) {
                y[i] -= mean;
            }
            return new Problem(x, y, noise);
        }
    }
}
