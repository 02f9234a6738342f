package io.targetwise.core.chain;

import io.targetwise.core.acquisition.OutputsAcquisition;
import io.targetwise.core.proposal.AcquisitionOptimizer;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.ScoredSetpoint;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointObjective;

/**
 * Chooses a chain's setpoints by a robust acquisition on its final outputs, propagated through the stage models.
 * Two modes: {@link #planAll} chooses every stage's setpoints before the first stage runs; {@link #replan} chooses the
 * remaining stages' once an intermediate output has been measured, the measurement replacing its distribution.
 *
 * <p>Intermediate limits are a chance constraint: setpoints whose readings keep every limited intermediate output
 * within its limits less often than {@code minConformance} rank below all that do, among themselves by that share, so
 * that the search still returns the most conforming setpoints when none reaches it.
 *
 * <p>The incumbent an acquisition needs comes from the same models: propagate the joint setpoints already run and take
 * the acquisition's own incumbent over the final outputs' posteriors there ({@code AcquisitionKind#incumbent}, or
 * {@code TargetVectorAcquisition#incumbent} for a target vector).
 */
public final class ChainPlanner {
    /** Below every acquisition score a candidate can have; the conformance share orders what falls below it. */
    private static final double NONCONFORMING_FLOOR = -1e300;

    private final ChainPropagation propagation;
    private final AcquisitionOptimizer optimizer;
    private final double minConformance;

    private ChainPlanner(ChainPropagation propagation, AcquisitionOptimizer optimizer, double minConformance) {
        this.propagation = propagation;
        this.optimizer = optimizer;
        this.minConformance = minConformance;
    }

    /** @throws IllegalArgumentException if an argument is missing or minConformance is not in [0, 1) */
    public static ChainPlanner of(ChainPropagation propagation, OptimizerSettings settings, double minConformance) {
        if (propagation == null || settings == null) {
            throw new IllegalArgumentException("propagation and settings must not be null");
        }
        if (!(minConformance >= 0 && minConformance < 1)) {
            throw new IllegalArgumentException("minConformance must be in [0, 1), got " + minConformance);
        }
        return new ChainPlanner(propagation, AcquisitionOptimizer.of(settings), minConformance);
    }

    /**
     * Every stage's setpoints at once.
     *
     * @throws IllegalArgumentException if the space does not hold exactly the chain's joint setpoints
     */
    public ChainPlan planAll(OutputsAcquisition acquisition, SearchSpace jointSpace) {
        return plan(0, new double[0], acquisition, jointSpace);
    }

    /**
     * The setpoints of {@code stage} and the stages after it, given the previous stage's measured outputs.
     *
     * @throws IllegalArgumentException if the stage is out of range, the measurement does not match the previous
     *     stage's outputs, or the space does not hold exactly the remaining stages' setpoints
     */
    public ChainPlan replan(int stage, double[] measuredUpstream, OutputsAcquisition acquisition,
            SearchSpace remainingSpace) {
        if (stage == 0) {
            throw new IllegalArgumentException("re-planning starts after a stage has run: stage must be >= 1");
        }
        return plan(stage, measuredUpstream, acquisition, remainingSpace);
    }

    private ChainPlan plan(int stage, double[] measuredUpstream, OutputsAcquisition acquisition, SearchSpace space) {
        int width = propagation.chain().setpointDimensionFrom(stage);
        if (space.dimension() != width || space.context().length != 0) {
            throw new IllegalArgumentException("the search space holds " + space.dimension() + " setpoints and "
                    + space.context().length + " context values; the stages from " + stage + " on take " + width
                    + " setpoints and no context");
        }
        SetpointObjective objective = (setpoints, scores) -> {
            ChainPosterior posterior = propagation.propagateFrom(stage, measuredUpstream, setpoints);
            acquisition.score(posterior.finalOutputs(), scores);
            for (int i = 0; i < scores.length; i++) {
                double conformance = posterior.conformance(i);
                if (conformance < minConformance) {
                    scores[i] = NONCONFORMING_FLOOR * (1 - conformance);
                }
            }
        };
        ScoredSetpoint best = optimizer.maximize(objective, space);
        ChainPosterior prediction = propagation.propagateFrom(stage, measuredUpstream,
                new double[][] {best.setpoint().toArray()});
        return new ChainPlan(best.setpoint(), best.value(), prediction);
    }
}
