package io.targetwise.core.proposal;

import io.targetwise.core.Arguments;
import io.targetwise.core.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * Pool mode's finite list of candidate setpoints, each within its variables' bounds and on their resolution grid,
 * none repeated, and the members that are feasible now.
 */
final class CandidatePool {
    private final List<double[]> members;
    private final List<double[]> eligible;

    private CandidatePool(List<double[]> members, List<double[]> eligible) {
        this.members = members;
        this.eligible = eligible;
    }

    /**
     * @param feasible whether a member may be proposed now (within maxStep, satisfying the constraints)
     * @throws IllegalArgumentException naming the offending member, or when no member is feasible
     */
    static CandidatePool of(List<double[]> candidates, List<SetpointVariable> variables, Predicate<double[]> feasible) {
        List<double[]> members = validated(candidates, variables);
        List<double[]> eligible = members.stream().filter(feasible).toList();
        if (eligible.isEmpty()) {
            throw new IllegalArgumentException("pool: no member is within maxStep of the current setpoint and satisfies"
                    + " the constraints");
        }
        return new CandidatePool(members, eligible);
    }

    private static List<double[]> validated(List<double[]> candidates, List<SetpointVariable> variables) {
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("pool: must hold at least one candidate setpoint");
        }
        List<double[]> snapped = new ArrayList<>(candidates.size());
        for (int p = 0; p < candidates.size(); p++) {
            String field = "pool[" + p + "]";
            double[] x = candidates.get(p);
            if (x.length != variables.size()) {
                throw new IllegalArgumentException(field + " has " + x.length + " values, expected " + variables.size());
            }
            Arguments.requireFinite(field, x);
            double[] onGrid = x.clone();
            for (int i = 0; i < x.length; i++) {
                SetpointVariable v = variables.get(i);
                if (x[i] < v.lower() || x[i] > v.upper()) {
                    throw new IllegalArgumentException(field + ": " + v.name() + " = " + x[i] + " is outside ["
                            + v.lower() + ", " + v.upper() + "]");
                }
                if (v.resolution() > 0) {
                    onGrid[i] = Grid.nearest(x[i], v.resolution());
                    if (Math.abs(onGrid[i] - x[i]) > ReachableBox.GRID_TOLERANCE * v.resolution()) {
                        throw new IllegalArgumentException(field + ": " + v.name() + " = " + x[i]
                                + " is not a multiple of its resolution " + v.resolution());
                    }
                }
            }
            for (int q = 0; q < snapped.size(); q++) {
                if (Arrays.equals(snapped.get(q), onGrid)) {
                    throw new IllegalArgumentException(field + " repeats pool[" + q + "]");
                }
            }
            snapped.add(onGrid);
        }
        return List.copyOf(snapped);
    }

    /** The members, snapped to the grid; fresh copies. */
    List<double[]> members() {
        return copies(members);
    }

    /** The members feasible now; fresh copies. */
    List<double[]> eligible() {
        return copies(eligible);
    }

    private static List<double[]> copies(List<double[]> points) {
        return points.stream().map(double[]::clone).toList();
    }
}
