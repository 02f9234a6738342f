package io.targetwise.core.proposal;

import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.surrogate.ConditionableSurrogate;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Turns a surrogate and an acquisition function into the next q setpoints. The first is the acquisition's maximiser;
 * further ones come from the kriging believer when the surrogate can be conditioned (pretend the predicted mean was
 * measured at each chosen point, then re-optimise on the conditioned model), otherwise from local penalisation.
 * The acquisition, incumbent included, stays as given for the whole batch: believed values are not measurements.
 * Setpoints are feasible and pairwise distinct on the grid; in pool mode no pool member is proposed twice, nor one
 * already measured.
 */
public final class SetpointProposer {
    private final AcquisitionOptimizer optimizer;

    private SetpointProposer(AcquisitionOptimizer optimizer) {
        this.optimizer = optimizer;
    }

    public static SetpointProposer of(OptimizerSettings settings) {
        return new SetpointProposer(AcquisitionOptimizer.of(settings));
    }

    /**
     * Up to {@code q} setpoints, in the order chosen; fewer only when the space runs out of admissible ones (an
     * exhausted pool, or a grid with fewer points).
     *
     * @param target the output target y*: local penalisation judges pending points by their robust error
     * @param measured setpoints already run; in pool mode they are not proposed again, in continuous mode they may
     *     be (replicates sharpen the aleatoric estimate)
     * @throws IllegalArgumentException if {@code q < 1} or the surrogate's input is not setpoint plus context
     */
    public List<double[]> propose(Surrogate surrogate, AcquisitionFunction acquisition, double target,
            SearchSpace space, int q, List<double[]> measured) {
        if (q < 1) {
            throw new IllegalArgumentException("q must be >= 1, got " + q);
        }
        List<double[]> chosen = new ArrayList<>(q);
        Predicate<double[]> admissible = x -> chosen.stream().noneMatch(c -> space.coincide(c, x))
                && (!space.isPool() || measured.stream().noneMatch(m -> space.coincide(m, x)));
        SetpointObjective objective = AcquisitionObjective.of(surrogate, acquisition, space);
        Optional<ScoredSetpoint> first = optimizer.maximize(objective, space, admissible);
        first.map(s -> s.setpoint().toArray()).ifPresent(chosen::add);
        if (q == 1 || first.isEmpty()) {
            return chosen;
        }
        if (surrogate instanceof ConditionableSurrogate conditionable) {
            krigingBeliever(conditionable, acquisition, space, q, chosen, admissible);
        } else {
            localPenalization(LocalPenalization.of(objective, surrogate, space, target), space, q, chosen, admissible);
        }
        return chosen;
    }

    private void krigingBeliever(ConditionableSurrogate surrogate, AcquisitionFunction acquisition, SearchSpace space,
            int q, List<double[]> chosen, Predicate<double[]> admissible) {
        ConditionableSurrogate believer = surrogate;
        while (chosen.size() < q) {
            double[] input = space.surrogateInput(chosen.get(chosen.size() - 1));
            believer = believer.conditionedOn(input, believer.posterior(new double[][] {input}).mean(0));
            Optional<ScoredSetpoint> next = optimizer.maximize(
                    AcquisitionObjective.of(believer, acquisition, space), space, admissible);
            if (next.isEmpty()) {
                return;
            }
            chosen.add(next.get().setpoint().toArray());
        }
    }

    private void localPenalization(LocalPenalization penalization, SearchSpace space, int q, List<double[]> chosen,
            Predicate<double[]> admissible) {
        LocalPenalization penalized = penalization;
        while (chosen.size() < q) {
            penalized = penalized.withPending(chosen.get(chosen.size() - 1));
            Optional<ScoredSetpoint> next = optimizer.maximize(penalized.objective(), space, admissible);
            if (next.isEmpty()) {
                return;
            }
            chosen.add(next.get().setpoint().toArray());
        }
    }
}
