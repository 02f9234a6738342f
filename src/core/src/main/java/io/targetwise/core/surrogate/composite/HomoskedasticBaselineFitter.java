package io.targetwise.core.surrogate.composite;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import java.util.List;

/**
 * The baseline of Uhrenholt and Jensen (2019) as used in Hoffer, Ranftl and Geiger (2023): one GP on the raw noisy
 * measurements with a fitted homoskedastic noise, whose noise variance also serves as sigma_a^2 everywhere.
 */
public final class HomoskedasticBaselineFitter implements SurrogateFitter {
    private final GaussianProcessFitter fitter;

    private HomoskedasticBaselineFitter(GaussianProcessFitter fitter) {
        this.fitter = fitter;
    }

    /** @throws IllegalArgumentException unless the fitter uses {@link NoiseModel#HOMOSKEDASTIC} */
    public static HomoskedasticBaselineFitter of(GaussianProcessFitter fitter) {
        if (fitter == null || fitter.noiseModel() != NoiseModel.HOMOSKEDASTIC) {
            throw new IllegalArgumentException("fitter must use NoiseModel.HOMOSKEDASTIC");
        }
        return new HomoskedasticBaselineFitter(fitter);
    }

    @Override
    public MeanVarianceModel fit(List<Measurement> measurements) {
        Measurements.requireUsable(measurements);
        double[][] x = new double[measurements.size()][];
        double[] y = new double[measurements.size()];
        for (int i = 0; i < y.length; i++) {
            x[i] = measurements.get(i).setpoint().toArray();
            y[i] = measurements.get(i).output();
        }
        GaussianProcess gp = fitter.fit(x, y);
        return MeanVarianceModel.of(gp, ConstantVariance.of(gp.hyperparameters().noiseVariance()));
    }
}
