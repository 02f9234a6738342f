package io.targetwise.surrogate;

/**
 * A fitter whose models may take in new data by {@link ConditionableSurrogate#conditionedOn} for a while, keeping
 * their hyperparameters, instead of being refitted from scratch: a GP whose kernel need not be re-estimated after
 * every reading. Callers condition only on readings at new setpoints (a replicate changes a design point's mean and
 * spread, which conditioning cannot express) and refit fully once the allowance is used up.
 */
public interface ConditioningFitter extends SurrogateFitter {

    /** How many new design points a model fitted by this fitter may take in by conditioning before a full refit. */
    int conditioningsBeforeRefit();
}
