package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.transform.Scaling;

/**
 * A fitted hetGP (Binois, Gramacy and Ludkovski 2018), seen through its posterior: the mean, the epistemic variance
 * of the latent mean (hetGP's sd2) and the aleatoric variance, the predicted noise variance nu_hat exp(log lambda(x))
 * (hetGP's nugs), the posterior median of the noise since log lambda(x) is the latent noise GP's kriging mean. The
 * aleatoric log-sd is that GP's kriging standard deviation of log lambda(x), sqrt(nu_g [1 - kg' Kg^-1 kg +
 * (1 - kg' Kg^-1 1)^2 / (1' Kg^-1 1)]) (hetGP's sd2var / nu_hat); it ignores the uncertainty of the hyperparameters.
 * When the homoskedastic model won (hetGP's checkHom), the noise is the one fitted constant and its log-sd is 0: a
 * plug-in estimate, like the package's. Immutable; inputs are mapped to the unit box of the data and outputs
 * standardised, every public number is in the caller's units.
 */
public final class HetGpModel implements Surrogate {
    private final Scaling inputScaling;
    private final Scaling outputScaling;
    private final ProductCorrelation kernel;
    private final double[][] sites;
    private final double[] theta;
    private final MeanProcess mean;
    private final double[] thetaG;
    private final NoiseProcess noise;
    private final double homNoise;

    private HetGpModel(Scaling inputScaling, Scaling outputScaling, ProductCorrelation kernel, double[][] sites,
            double[] theta, MeanProcess mean, double[] thetaG, NoiseProcess noise, double homNoise) {
        this.inputScaling = inputScaling;
        this.outputScaling = outputScaling;
        this.kernel = kernel;
        this.sites = sites;
        this.theta = theta;
        this.mean = mean;
        this.thetaG = thetaG;
        this.noise = noise;
        this.homNoise = homNoise;
    }

    static HetGpModel of(Scaling inputScaling, Scaling outputScaling, ProductCorrelation kernel, ReplicatedData data,
            JointFit.Result fit) {
        if (fit.het().isPresent()) {
            HetLikelihood.Evaluation het = fit.het().get();
            return new HetGpModel(inputScaling, outputScaling, kernel, data.sites(), het.theta(), het.mean(),
                    het.thetaG(), het.noise(), Double.NaN);
        }
        HomLikelihood.Evaluation hom = fit.hom();
        return new HetGpModel(inputScaling, outputScaling, kernel, data.sites(), hom.theta(), hom.process(), null,
                null, hom.g());
    }

    /** Whether the heteroskedastic model was kept; false where the homoskedastic one fitted at least as well. */
    public boolean isHeteroskedastic() {
        return noise != null;
    }

    public KernelType kernelType() {
        return kernel.type();
    }

    /**
     * The mean process's length scales in input units: l with the RBF factor exp(-r^2 / (2 l^2)) (as in
     * {@code StationaryKernel}; hetGP's theta is 2 l^2), the Matern factors' own length scale otherwise.
     */
    public double[] lengthScales() {
        double[] l = new double[dimension()];
        for (int d = 0; d < l.length; d++) {
            double t = theta[theta.length == 1 ? 0 : d];
            l[d] = (kernel.type() == KernelType.RBF ? Math.sqrt(t / 2) : t) * inputScaling.scale(d);
        }
        return l;
    }

    @Override
    public int dimension() {
        return inputScaling.columns();
    }

    @Override
    public Posterior posterior(double[][] points) {
        double[][] scaled = inputScaling.forwardPoints(points);
        double outputVariance = outputScaling.scale(0) * outputScaling.scale(0);
        int m = points.length;
        double[] means = new double[m];
        double[] epistemic = new double[m];
        double[] aleatoric = new double[m];
        double[] logSd = new double[m];
        for (int p = 0; p < m; p++) {
            double[] k = kernel.cross(scaled[p], sites, theta);
            means[p] = outputScaling.inverse(0, mean.mean(k));
            epistemic[p] = mean.epistemicVariance(k) * outputVariance;
            if (noise == null) {
                aleatoric[p] = mean.nu() * homNoise * outputVariance;
            } else {
                double[] kg = kernel.cross(scaled[p], sites, thetaG);
                aleatoric[p] = mean.nu() * Math.exp(noise.logLambdaAt(kg)) * outputVariance;
                logSd[p] = Math.sqrt(noise.logLambdaVariance(kg));
            }
        }
        return Posterior.of(means, epistemic, aleatoric, logSd);
    }
}
