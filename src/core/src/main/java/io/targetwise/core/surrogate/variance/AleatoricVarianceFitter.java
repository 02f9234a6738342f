package io.targetwise.core.surrogate.variance;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import java.util.List;

/** Fits an {@link AleatoricVariance} to aggregated replicates (and the mean model fitted to them). */
public interface AleatoricVarianceFitter {

    /** @throws IllegalArgumentException if the data cannot support the model, with the reason */
    AleatoricVariance fit(List<DesignPoint> designPoints, GaussianProcess mean);
}
