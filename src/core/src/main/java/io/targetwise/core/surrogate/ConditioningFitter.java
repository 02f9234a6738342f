package io.targetwise.core.surrogate;

import java.util.List;

/**
 * A fitter whose models may take in new data by {@link ConditionableSurrogate#conditionedOn} for a while, keeping
 * their hyperparameters, instead of being refitted from scratch: a GP whose kernel need not be re-estimated after
 * every reading. Callers condition only on readings at new setpoints (a replicate changes a design point's mean and
 * spread, which conditioning cannot express) and refit fully once the allowance is used up.
 */
public interface ConditioningFitter extends SurrogateFitter {

    /** How many new design points a model fitted by this fitter may take in by conditioning before a full refit. */
    int conditioningsBeforeRefit();

    /**
     * {@code fitter}, with permission to condition its models on up to {@code conditioningsBeforeRefit} new design
     * points between full fits: for fitters of conditionable models whose hyperparameters drift slowly with data.
     */
    static ConditioningFitter of(SurrogateFitter fitter, int conditioningsBeforeRefit) {
        if (fitter == null) {
            throw new IllegalArgumentException("fitter must not be null");
        }
        if (conditioningsBeforeRefit < 0) {
            throw new IllegalArgumentException("conditioningsBeforeRefit must be >= 0, got " + conditioningsBeforeRefit);
        }
        return new ConditioningFitter() {
            @Override
            public int conditioningsBeforeRefit() {
                return conditioningsBeforeRefit;
            }

            @Override
            public Surrogate fit(List<Measurement> measurements) {
                return fitter.fit(measurements);
            }
        };
    }
}
