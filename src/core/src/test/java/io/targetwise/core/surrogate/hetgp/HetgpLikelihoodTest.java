package io.targetwise.core.surrogate.hetgp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.linalg.Cholesky;
import io.targetwise.core.transform.Scaling;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The likelihoods against R hetGP's own numbers (Binois, Gramacy and Ludkovski 2018; values in hetgp_reference.txt).
 * Quantities at fixed parameters are deterministic, so they are compared tightly: to 1e-9 relative where the reference
 * carries 13 or more digits, to 1e-7 relative where it was printed with 8 significant digits.
 */
class HetgpLikelihoodTest {
    private static final ProductCorrelation GAUSSIAN = new ProductCorrelation(KernelType.RBF);

    @Test
    void findRepsGroupsMcycleIntoItsDistinctTimes() {
        ReplicatedData data = HetgpReference.mcycle();
        assertThat(data.size()).isEqualTo(94);
        assertThat(data.total()).isEqualTo(133);
        assertThat(Arrays.stream(data.sites()).mapToDouble(x -> x[0]).toArray())
                .containsExactly(HetgpReference.vector("mcycle.X0"));
        assertThat(Arrays.stream(data.counts()).asDoubleStream().toArray())
                .containsExactly(HetgpReference.vector("mcycle.mult"));
        assertThat(data.means()).containsExactly(HetgpReference.vector("mcycle.Z0"), within(1e-12));
    }

    @Test
    void homLogLikelihoodAndGradientMatchR() {
        HomLikelihood.Evaluation e = new HomLikelihood(HetgpReference.mcycle(), GAUSSIAN).at(new double[] {0.5}, 0.1)
                .orElseThrow();
        assertRelative(e.logLikelihood(), HetgpReference.scalar("hom.loglik"), 1e-9);
        assertRelative(e.gradient(), HetgpReference.vector("hom.gradient"), 1e-7);
    }

    @Test
    void anisotropicHomLogLikelihoodAndGradientMatchR() {
        double[] times = HetgpReference.vector("mcycle.times");
        double[] accel = HetgpReference.vector("mcycle.accel");
        double[][] x = new double[30][];
        for (int i = 0; i < 30; i++) {
            x[i] = Arrays.copyOfRange(times, 3 * i, 3 * i + 3);
        }
        ReplicatedData data = ReplicatedData.group(x, Arrays.copyOf(accel, 30));
        assertThat(data.size()).isEqualTo(29);
        HomLikelihood.Evaluation e = new HomLikelihood(data, GAUSSIAN)
                .at(HetgpReference.vector("hom.aniso.theta"), 0.1).orElseThrow();
        assertRelative(e.logLikelihood(), HetgpReference.scalar("hom.aniso.loglik"), 1e-9);
        assertRelative(e.gradient(), HetgpReference.vector("hom.aniso.gradient"), 1e-7);
    }

    /** R's homGP fit of mcycle, re-evaluated at its printed parameters (8 digits): beta0, nu, mean and sd2 on the grid. */
    @Test
    void homPredictionsAtRsFittedParametersMatchR() {
        ReplicatedData data = HetgpReference.mcycle();
        double[] theta = {HetgpReference.scalar("homfit.theta")};
        HomLikelihood.Evaluation e = new HomLikelihood(data, GAUSSIAN).at(theta, HetgpReference.scalar("homfit.g"))
                .orElseThrow();
        assertRelative(e.logLikelihood(), HetgpReference.scalar("homfit.loglik_digest"), 1e-8);
        assertRelative(e.process().beta0(), HetgpReference.scalar("homfit.beta0"), 1e-6);
        assertRelative(e.process().nu(), HetgpReference.scalar("homfit.nu_hat"), 1e-6);
        assertRelative(e.process().nu() * e.g(), HetgpReference.scalar("homfit.nugs"), 1e-6);
        double[][] grid = HetgpReference.grid();
        double[] mean = new double[grid.length];
        double[] sd2 = new double[grid.length];
        for (int i = 0; i < grid.length; i++) {
            double[] k = GAUSSIAN.cross(grid[i], data.sites(), theta);
            mean[i] = e.process().mean(k);
            sd2[i] = e.process().epistemicVariance(k);
        }
        // the parameters carry 8 digits, so predictions agree to about 1e-6 of their scale (|mean| up to 130)
        assertThat(mean).containsExactly(HetgpReference.vector("homfit.mean"), within(1e-4));
        assertRelative(sd2, HetgpReference.vector("homfit.sd2"), 1e-5);
    }

    /** R's stored hetGP fit: the smoothed noise, closed forms, both log-likelihoods and the grid predictions. */
    @Test
    void storedHetFitIsReproducedFromItsParameters() {
        ReplicatedData data = HetgpReference.mcycle();
        double theta = HetgpReference.scalar("hetstored.theta");
        HetLikelihood.Evaluation e = new HetLikelihood(data, GAUSSIAN, Double.NEGATIVE_INFINITY)
                .at(parameters(theta, HetgpReference.vector("hetstored.Delta"),
                        HetgpReference.scalar("hetstored.k_theta_g"), HetgpReference.scalar("hetstored.g")))
                .orElseThrow();
        assertRelative(e.lambda(), HetgpReference.vector("hetstored.Lambda"), 1e-9);
        assertRelative(e.thetaG()[0], HetgpReference.scalar("hetstored.theta_g"), 1e-12);
        assertRelative(e.noise().mean(), HetgpReference.scalar("hetstored.nmean"), 1e-9);
        assertRelative(e.mean().beta0(), HetgpReference.scalar("hetstored.beta0"), 1e-9);
        assertRelative(e.mean().nu(), HetgpReference.scalar("hetstored.nu_hat"), 1e-9);
        assertRelative(e.noise().scale(), HetgpReference.scalar("hetstored.nu_hat_var_digest"), 1e-9);
        assertRelative(e.unpenalisedLogLikelihood(), HetgpReference.scalar("hetstored.loglik_unpenalized_digest"), 1e-9);
        assertThat(e.penalised()).isTrue();
        assertRelative(e.objective(), HetgpReference.scalar("hetstored.loglik_penalized_digest"), 1e-9);
        double[][] grid = HetgpReference.grid();
        double[] mean = new double[grid.length];
        double[] sd2 = new double[grid.length];
        double[] nugs = new double[grid.length];
        for (int i = 0; i < grid.length; i++) {
            double[] k = GAUSSIAN.cross(grid[i], data.sites(), e.theta());
            double[] kg = GAUSSIAN.cross(grid[i], data.sites(), e.thetaG());
            mean[i] = e.mean().mean(k);
            sd2[i] = e.mean().epistemicVariance(k);
            nugs[i] = e.mean().nu() * Math.exp(e.noise().logLambdaAt(kg));
        }
        // the digest reproduced R's grid predictions to within 3e-8; K is ill-conditioned (lambda ~ 4e-4)
        assertThat(mean).containsExactly(HetgpReference.vector("hetstored.mean"), within(1e-6));
        assertRelative(sd2, HetgpReference.vector("hetstored.sd2"), 1e-6);
        assertRelative(nugs, HetgpReference.vector("hetstored.nugs"), 1e-6);
    }

    /**
     * The stored fit seen as a {@link HetGpModel} (inputs and outputs unscaled): R's grid predictions, and the
     * aleatoric log-sd is the noise GP's kriging sd of log lambda, computed here by solves with Kg instead of its
     * inverse; far from the data it is sqrt(nu_g (1 + 1 / (1' Kg^-1 1))).
     */
    @Test
    void modelOfTheStoredFitPredictsLikeRAndReportsTheNoiseGpsSd() {
        ReplicatedData data = HetgpReference.mcycle();
        HetLikelihood.Evaluation e = new HetLikelihood(data, GAUSSIAN, Double.NEGATIVE_INFINITY)
                .at(parameters(HetgpReference.scalar("hetstored.theta"), HetgpReference.vector("hetstored.Delta"),
                        HetgpReference.scalar("hetstored.k_theta_g"), HetgpReference.scalar("hetstored.g")))
                .orElseThrow();
        HomLikelihood.Evaluation hom = new HomLikelihood(data, GAUSSIAN).at(e.theta(), 0.1).orElseThrow();
        HetGpModel model = HetGpModel.of(Scaling.identity(1), Scaling.identity(1), GAUSSIAN, data,
                new JointFit.Result(hom, Optional.of(e)));
        assertThat(model.isHeteroskedastic()).isTrue();
        Posterior p = model.posterior(HetgpReference.grid());
        assertThat(p.means()).containsExactly(HetgpReference.vector("hetstored.mean"), within(1e-6));
        assertRelative(p.epistemicVariances(), HetgpReference.vector("hetstored.sd2"), 1e-6);
        assertRelative(p.aleatoricVariances(), HetgpReference.vector("hetstored.nugs"), 1e-6);

        int n = data.size();
        double[] kg = GAUSSIAN.matrix(data.sites(), e.thetaG());
        double g = HetgpReference.scalar("hetstored.g");
        for (int i = 0; i < n; i++) {
            kg[i * n + i] += MeanProcess.EPS + g / data.counts()[i];
        }
        Cholesky cholesky = Cholesky.of(kg, n).orElseThrow();
        double[] ones = new double[n];
        Arrays.fill(ones, 1);
        double onesKgiOnes = dot(ones, cholesky.solve(ones));
        for (double[] x : new double[][] {{7.3}, {15}, {33.1}, {59}}) {
            double[] k = GAUSSIAN.cross(x, data.sites(), e.thetaG());
            double share = 1 - dot(k, cholesky.solve(ones));
            double variance = e.noise().scale() * (1 - dot(k, cholesky.solve(k)) + share * share / onesKgiOnes);
            assertThat(model.posterior(new double[][] {x}).aleatoricLogSd(0))
                    .isCloseTo(Math.sqrt(variance), within(1e-6 * Math.sqrt(e.noise().scale())));
        }
        assertThat(model.posterior(new double[][] {{1e4}}).aleatoricLogSd(0))
                .isCloseTo(Math.sqrt(e.noise().scale() * (1 + 1 / onesKgiOnes)), within(1e-9));
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    @Test
    void hetGradientMatchesRsNinetySevenEntries() {
        HetLikelihood.Evaluation e = new HetLikelihood(HetgpReference.mcycle(), GAUSSIAN, Double.NEGATIVE_INFINITY)
                .at(parameters(HetgpReference.scalar("hetgrad.theta"), HetgpReference.vector("hetgrad.Delta"),
                        HetgpReference.scalar("hetgrad.k_theta_g"), HetgpReference.scalar("hetgrad.g")))
                .orElseThrow();
        assertRelative(e.objective(), HetgpReference.scalar("hetgrad.loglik_penalized_digest"), 1e-9);
        assertRelative(e.unpenalisedLogLikelihood(), HetgpReference.scalar("hetgrad.loglik_unpenalized_digest"), 1e-9);
        double[] expected = HetgpReference.vector("hetgrad.gradient");
        double[] gradient = e.gradient();
        assertThat(gradient).hasSize(97);
        // R's values carry 16 digits and the digest's numpy port matched them to 1e-14
        for (int i = 0; i < expected.length; i++) {
            assertThat(gradient[i]).as("gradient[%d]", i).isCloseTo(expected[i], within(1e-9 * Math.max(1, Math.abs(expected[i]))));
        }
    }

    static double[] parameters(double theta, double[] delta, double k, double g) {
        double[] p = new double[delta.length + 3];
        p[0] = theta;
        System.arraycopy(delta, 0, p, 1, delta.length);
        p[delta.length + 1] = k;
        p[delta.length + 2] = g;
        return p;
    }

    static void assertRelative(double actual, double expected, double tolerance) {
        assertThat(actual).isCloseTo(expected, within(tolerance * Math.abs(expected)));
    }

    static void assertRelative(double[] actual, double[] expected, double tolerance) {
        assertThat(actual).hasSameSizeAs(expected);
        for (int i = 0; i < expected.length; i++) {
            assertThat(actual[i]).as("[%d]", i).isCloseTo(expected[i], within(tolerance * Math.abs(expected[i])));
        }
    }
}
