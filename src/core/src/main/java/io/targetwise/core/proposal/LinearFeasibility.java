package io.targetwise.core.proposal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.optim.MaxIter;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.linear.LinearConstraintSet;
import org.apache.commons.math3.optim.linear.LinearObjectiveFunction;
import org.apache.commons.math3.optim.linear.NoFeasibleSolutionException;
import org.apache.commons.math3.optim.linear.NonNegativeConstraint;
import org.apache.commons.math3.optim.linear.Relationship;
import org.apache.commons.math3.optim.linear.SimplexSolver;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;

/** The linear constraints on the setpoint variables: whether a setpoint satisfies them, and their innermost point. */
final class LinearFeasibility {
    private final List<LinearConstraint> constraints;

    private LinearFeasibility(List<LinearConstraint> constraints) {
        this.constraints = constraints;
    }

    /** @throws IllegalArgumentException if a constraint does not have one coefficient per setpoint variable */
    static LinearFeasibility of(List<LinearConstraint> constraints, int dimension) {
        for (int c = 0; c < constraints.size(); c++) {
            if (constraints.get(c).coefficients().dimension() != dimension) {
                throw new IllegalArgumentException("constraints[" + c + "] has "
                        + constraints.get(c).coefficients().dimension()
                        + " coefficients, expected one per setpoint variable (" + dimension + ")");
            }
        }
        return new LinearFeasibility(List.copyOf(constraints));
    }

    List<LinearConstraint> constraints() {
        return constraints;
    }

    /** Every constraint holds up to rounding. */
    boolean isSatisfiedBy(double[] setpoint) {
        for (LinearConstraint c : constraints) {
            if (c.excess(setpoint) > tolerance(c)) {
                return false;
            }
        }
        return true;
    }

    private static double tolerance(LinearConstraint c) {
        return 1e-9 * (1 + Math.abs(c.bound()));
    }

    /**
     * The Chebyshev centre of the feasible part of the box in unit coordinates of its free variables (largest
     * inscribed ball), by linear programming: a safe start and fallback for the optimiser, and the proof of
     * feasibility.
     *
     * @throws IllegalArgumentException if no setpoint in the box satisfies the constraints
     */
    double[] innermostPoint(ReachableBox box) {
        int[] free = box.freeIndices();
        int k = free.length;
        List<org.apache.commons.math3.optim.linear.LinearConstraint> rows = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            double[] upperRow = new double[k + 1];
            upperRow[j] = 1;
            upperRow[k] = 1;
            rows.add(new org.apache.commons.math3.optim.linear.LinearConstraint(upperRow, Relationship.LEQ, 1));
            double[] lowerRow = new double[k + 1];
            lowerRow[j] = 1;
            lowerRow[k] = -1;
            rows.add(new org.apache.commons.math3.optim.linear.LinearConstraint(lowerRow, Relationship.GEQ, 0));
        }
        double[] base = box.lowerCorner();
        for (int c = 0; c < constraints.size(); c++) {
            double[] a = constraints.get(c).coefficients().toArray();
            double[] row = new double[k + 1];
            double norm = 0;
            for (int j = 0; j < k; j++) {
                row[j] = a[free[j]] * (box.upper(free[j]) - box.lower(free[j]));
                norm += row[j] * row[j];
            }
            double slack = -constraints.get(c).excess(base);
            if (norm == 0) {
                if (slack < -tolerance(constraints.get(c))) {
                    throw new IllegalArgumentException("constraints[" + c + "] (" + constraints.get(c)
                            + ") is violated by the variables it restricts, which are all fixed");
                }
                continue;
            }
            row[k] = Math.sqrt(norm);
            rows.add(new org.apache.commons.math3.optim.linear.LinearConstraint(row, Relationship.LEQ, slack));
        }
        double[] radiusObjective = new double[k + 1];
        radiusObjective[k] = 1;
        try {
            PointValuePair centre = new SimplexSolver().optimize(new MaxIter(10_000),
                    new LinearObjectiveFunction(radiusObjective, 0), new LinearConstraintSet(rows),
                    GoalType.MAXIMIZE, new NonNegativeConstraint(true));
            return box.fromUnit(Arrays.copyOf(centre.getPoint(), k), base);
        } catch (NoFeasibleSolutionException e) {
            throw new IllegalArgumentException("constraints: no setpoint within the bounds and maxStep satisfies all of "
                    + constraints, e);
        }
    }
}
