package io.targetwise.core.acquisition;

import io.targetwise.core.surrogate.Posterior;
import java.util.List;

/**
 * Scores candidate points from the posteriors of one or more outputs at the same points; larger is better. A
 * single-output {@link AcquisitionFunction} is one of these for one output ({@link #of}); a target vector over K
 * outputs is {@link TargetVectorAcquisition}.
 */
@FunctionalInterface
public interface OutputsAcquisition {

    /** One score per point into {@code scores}; {@code outputs.get(k)} is output k's posterior at the same points. */
    void score(List<Posterior> outputs, double[] scores);

    /** The acquisition of a single output, refusing more than one. */
    static OutputsAcquisition of(AcquisitionFunction acquisition) {
        return (outputs, scores) -> {
            if (outputs.size() != 1) {
                throw new IllegalArgumentException("a single-output acquisition scores one output, got "
                        + outputs.size() + "; use a target vector for several");
            }
            acquisition.score(outputs.get(0), scores);
        };
    }
}
