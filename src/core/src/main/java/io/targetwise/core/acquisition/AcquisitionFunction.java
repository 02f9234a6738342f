package io.targetwise.core.acquisition;

import io.targetwise.core.surrogate.Posterior;

/** Scores candidate points from their posterior; the proposal search picks the largest score. */
public interface AcquisitionFunction {
    /** Writes one score per posterior point into scores (length posterior.size()); larger is better. */
    void score(Posterior posterior, double[] scores);

    default double[] score(Posterior posterior) {
        double[] s = new double[posterior.size()];
        score(posterior, s);
        return s;
    }
}
