package io.targetwise.core.surrogate.gp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Posterior;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealVector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GaussianProcessTest {

    private static double function(double[] x) {
        return Math.sin(3 * x[0]) + 0.5 * x[1] * x[1];
    }

    private static double[][] points(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] x = new double[n][2];
        for (double[] row : x) {
            row[0] = -1 + 2 * random.nextDouble();
            row[1] = 3 * random.nextDouble();
        }
        return x;
    }

    private static double[] outputs(double[][] x) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = function(x[i]);
        }
        return y;
    }

    @ParameterizedTest
    @EnumSource(KernelType.class)
    void interpolatesNoiseFreeDataWithVanishingEpistemicVariance(KernelType type) {
        double[][] x = points(25, 1);
        double[] y = outputs(x);
        GaussianProcess gp = GaussianProcessFitter.builder().kernel(type).restarts(2).build().fit(x, y);
        Posterior atData = gp.posterior(x);
        for (int i = 0; i < x.length; i++) {
            assertThat(atData.mean(i)).isCloseTo(y[i], within(1e-4));
            assertThat(atData.epistemicVariance(i)).isLessThan(1e-6 * gp.hyperparameters().signalVariance());
            assertThat(atData.aleatoricVariance(i)).isZero();
        }
        Posterior away = gp.posterior(new double[][] {{0.05, 1.4}, {3, 10}});
        assertThat(away.epistemicVariance(1)).isGreaterThan(away.epistemicVariance(0));
        assertThat(away.mean(0)).isCloseTo(function(new double[] {0.05, 1.4}), within(0.05));
    }

    @Test
    void posteriorMatchesTheDenseFormulasWithTheFittedHyperparameters() {
        double[][] x = points(30, 2);
        double[] y = outputs(x);
        GaussianProcess gp = GaussianProcessFitter.builder().trend(Trend.CONSTANT).noise(NoiseModel.HOMOSKEDASTIC)
                .restarts(1).build().fit(x, y);
        GaussianProcess.Hyperparameters h = gp.hyperparameters();
        StationaryKernel k = StationaryKernel.of(h.kernelType(), h.signalVariance(), h.lengthScales());
        double[][] cov = new double[30][30];
        for (int i = 0; i < 30; i++) {
            for (int j = 0; j < 30; j++) {
                cov[i][j] = k.value(x[i], x[j]);
            }
            cov[i][i] += h.noiseVariance() + h.jitter();
        }
        DecompositionSolver solver = new LUDecomposition(new Array2DRowRealMatrix(cov)).getSolver();
        RealVector residual = new ArrayRealVector(y).mapSubtract(h.trend());
        RealVector alpha = solver.solve(residual);
        double[][] queries = points(7, 9);
        Posterior posterior = gp.posterior(queries);
        for (int p = 0; p < queries.length; p++) {
            double[] cross = new double[30];
            for (int j = 0; j < 30; j++) {
                cross[j] = k.value(queries[p], x[j]);
            }
            RealVector c = new ArrayRealVector(cross);
            assertThat(posterior.mean(p)).isCloseTo(h.trend() + c.dotProduct(alpha), within(1e-8));
            assertThat(posterior.epistemicVariance(p)).isCloseTo(h.signalVariance() - c.dotProduct(solver.solve(c)),
                    within(1e-8));
        }
    }

    @ParameterizedTest
    @EnumSource(NoiseModel.class)
    void conditioningEqualsARefitWithTheSameHyperparameters(NoiseModel noise) {
        List<DesignPoint> design = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(4);
        double[][] x = points(20, 3);
        for (double[] p : x) {
            design.add(new DesignPoint(Point.of(p), 3, function(p) + 0.05 * random.nextGaussian(), 0.01 + 0.01 * random.nextDouble()));
        }
        GaussianProcessFitter fitter = GaussianProcessFitter.builder().noise(noise).restarts(1).build();
        double[] readingVariances = new double[20];
        for (int i = 0; i < 20; i++) {
            readingVariances[i] = 0.01 + 0.001 * i;
        }
        GaussianProcess gp = noise == NoiseModel.SMOOTHED_VARIANCE ? fitter.fitDesignPoints(design, readingVariances)
                : fitter.fitDesignPoints(design);
        double[] newPoint = {0.2, 1.1};
        double[] secondPoint = {-0.7, 2.5};
        GaussianProcess conditioned = gp.conditionedOn(newPoint, 0.4).conditionedOn(secondPoint, -0.3);
        double[][] allX = new double[22][];
        double[] allY = new double[22];
        double[] allNoise = new double[22];
        GaussianProcess.Hyperparameters h = gp.hyperparameters();
        for (int i = 0; i < 20; i++) {
            allX[i] = x[i];
            allY[i] = design.get(i).mean();
            allNoise[i] = switch (noise) {
                case NUGGET -> 0;
                case SMOOTHED_VARIANCE -> readingVariances[i] / 3;
                case HOMOSKEDASTIC -> h.noiseVariance();
            };
        }
        allX[20] = newPoint;
        allY[20] = 0.4;
        allX[21] = secondPoint;
        allY[21] = -0.3;
        GaussianProcess refit = gp.withData(allX, allY, allNoise);
        double[][] queries = points(50, 8);
        Posterior a = conditioned.posterior(queries);
        Posterior b = refit.posterior(queries);
        for (int p = 0; p < queries.length; p++) {
            assertThat(a.mean(p)).isCloseTo(b.mean(p), within(1e-8));
            assertThat(a.epistemicVariance(p)).isCloseTo(b.epistemicVariance(p), within(1e-8));
        }
        assertThat(conditioned.size()).isEqualTo(22);
        assertThat(gp.size()).isEqualTo(20);
        assertThat(conditioned.posterior(new double[][] {newPoint}).epistemicVariance(0)).isLessThan(1e-6);
        assertThat(conditioned.hyperparameters().logMarginalLikelihood())
                .isCloseTo(refit.hyperparameters().logMarginalLikelihood(), within(1e-6));
    }

    @Test
    void meanDerivativesMatchFiniteDifferencesOfThePosteriorMean() {
        double[][] x = points(15, 5);
        GaussianProcess gp = GaussianProcessFitter.builder().restarts(1).build().fit(x, outputs(x));
        double[] at = {0.13, 1.7};
        double h = 1e-4;
        double[] gradient = gp.meanGradient(at);
        double[] hessian = gp.meanHessian(at);
        for (int d = 0; d < 2; d++) {
            double[] up = at.clone();
            double[] down = at.clone();
            up[d] += h;
            down[d] -= h;
            double numeric = (mean(gp, up) - mean(gp, down)) / (2 * h);
            assertThat(gradient[d]).isCloseTo(numeric, within(1e-6));
            double[] gradientUp = gp.meanGradient(up);
            double[] gradientDown = gp.meanGradient(down);
            for (int e = 0; e < 2; e++) {
                assertThat(hessian[d * 2 + e]).isCloseTo((gradientUp[e] - gradientDown[e]) / (2 * h), within(1e-5));
            }
        }
    }

    private static double mean(GaussianProcess gp, double[] x) {
        return gp.posterior(new double[][] {x}).mean(0);
    }

    @Test
    void sameSeedGivesIdenticalFitsAndHomoskedasticNoiseIsRecovered() {
        SplittableRandom random = new SplittableRandom(6);
        double[][] x = points(150, 6);
        double[] y = new double[150];
        for (int i = 0; i < 150; i++) {
            y[i] = function(x[i]) + 0.1 * random.nextGaussian();
        }
        GaussianProcessFitter fitter = GaussianProcessFitter.builder().noise(NoiseModel.HOMOSKEDASTIC).restarts(2).seed(42)
                .build();
        GaussianProcess firstFit = fitter.fit(x, y);
        GaussianProcess secondFit = fitter.fit(x, y);
        GaussianProcess.Hyperparameters first = firstFit.hyperparameters();
        GaussianProcess.Hyperparameters second = secondFit.hyperparameters();
        assertThat(second.lengthScales()).containsExactly(first.lengthScales());
        assertThat(second.logMarginalLikelihood()).isEqualTo(first.logMarginalLikelihood());
        // 150 points: past the OpenBLAS threshold, so this also pins down the native path's determinism
        double[][] queries = points(700, 8);
        Posterior a = firstFit.posterior(queries);
        Posterior b = secondFit.posterior(queries);
        for (int p = 0; p < queries.length; p++) {
            assertThat(b.mean(p)).isEqualTo(a.mean(p));
            assertThat(b.epistemicVariance(p)).isEqualTo(a.epistemicVariance(p));
        }
        assertThat(first.noiseVariance()).isBetween(0.01 * 0.6, 0.01 * 1.6);
    }

    @Test
    void rejectsQueriesOfTheWrongShapeOrNotFinite() {
        double[][] x = points(5, 7);
        GaussianProcess gp = GaussianProcessFitter.builder().restarts(0).build().fit(x, outputs(x));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> gp.posterior(new double[][] {{0, 1}, {0, Double.NaN}}))
                .hasMessageContaining("points[1][1] is not finite");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> gp.posterior(new double[][] {{0}}))
                .hasMessageContaining("points[0] has 1 variables, expected 2");
    }
}
