package io.targetwise.simulators.benchmark;

import java.util.Arrays;

/**
 * One row of results.csv: after {@code iteration} proposals (0 = the two initial points only) of one repeat of one
 * method, the true E_min over the setpoints run so far, its regret against the best candidate, the setpoint just
 * run (empty at iteration 0) and the wall time the iteration took (fit, ask, measure).
 */
public record IterationResult(String suite, String method, int repeat, int iteration, double eMin, double regret,
        double[] setpoint, double wallSeconds) {

    public IterationResult {
        setpoint = setpoint.clone();
    }

    @Override
    public double[] setpoint() {
        return setpoint.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IterationResult r && suite.equals(r.suite) && method.equals(r.method) && repeat == r.repeat
                && iteration == r.iteration && Double.compare(eMin, r.eMin) == 0
                && Double.compare(regret, r.regret) == 0 && Arrays.equals(setpoint, r.setpoint)
                && Double.compare(wallSeconds, r.wallSeconds) == 0;
    }

    @Override
    public int hashCode() {
        return ((suite.hashCode() * 31 + method.hashCode()) * 31 + repeat) * 31 + iteration;
    }

    @Override
    public String toString() {
        return "IterationResult[" + suite + ", " + method + ", repeat " + repeat + ", iteration " + iteration
                + ", eMin=" + eMin + ", x=" + Arrays.toString(setpoint) + "]";
    }
}
