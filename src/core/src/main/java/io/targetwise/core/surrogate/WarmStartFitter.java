package io.targetwise.core.surrogate;

import java.util.List;

/**
 * A fitter that can start a refit from the model it fitted before, e.g. a GP whose hyperparameter search starts at
 * the previous optimum instead of from scratch: far cheaper when new readings move the optimum little. The fitter
 * decides when a refit must be cold after all (its rule is documented with it).
 */
public interface WarmStartFitter extends SurrogateFitter {

    /**
     * A model of every reading so far, its fit started from {@code previous}.
     *
     * @param previous a model this fitter returned for fewer readings; one it cannot start from gets a cold fit
     * @throws ModelFittingException if the data cannot support the model, with the reason
     */
    Surrogate refit(List<Measurement> measurements, Surrogate previous);
}
