package io.targetwise.simulators.benchmark;

import io.targetwise.core.Point;

/**
 * One row of results.csv: after {@code iteration} proposals (0 = the two initial points only) of one repeat of one
 * method, the true E_min over the setpoints run so far, its regret against the best candidate, the setpoint just
 * run (empty at iteration 0), whether the acquisition was flat so that its fallback chose it, and the wall time the
 * iteration took (fit, ask, measure).
 */
public record IterationResult(String suite, String method, int repeat, int iteration, double eMin, double regret,
        Point setpoint, boolean fallback, double wallSeconds) {
}
