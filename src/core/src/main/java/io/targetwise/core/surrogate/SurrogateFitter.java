package io.targetwise.core.surrogate;

import java.util.List;

/**
 * Fits a surrogate to a process's measurements. Implementations carry their own settings (kernel, variance model,
 * network architecture) and are reusable: each call fits afresh on the data given.
 */
public interface SurrogateFitter {

    /**
     * @param measurements every usable reading so far (replicates included: fitters that model means aggregate them)
     * @throws ModelFittingException if the data cannot support the model, with the reason
     */
    Surrogate fit(List<Measurement> measurements);
}
