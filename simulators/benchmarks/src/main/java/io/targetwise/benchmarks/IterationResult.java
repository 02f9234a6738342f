package io.targetwise.benchmarks;

import io.targetwise.core.Point;
import io.targetwise.core.proposal.MeanForecast;

/**
 * One row of results.csv: after {@code iteration} proposals (0 = the initial points only) of one repeat of one
 * method, the true E_min over the setpoints run so far, the best true E any candidate of the repeat's instance offers
 * (a plant-like problem draws its pool per repeat, so this varies with the repeat), the setpoint just
 * run (empty at iteration 0), whether the acquisition was flat so that its fallback chose it, the wall time the
 * iteration took (fit, ask, measure), and how far the mean of the readings it delivered fell from the model's
 * forecast for it, as a normal-equivalent z ({@code (ybar - mu) / sqrt(sigma_e^2 + sigma_a^2 / n)} for a normal
 * forecast, Phi^-1 of the t's CDF for a Student-t one; {@link MeanForecast#missSigma}), and the
 * forecast process sd there over the simulator's true sd (the issue of a variance model that forecasts an absurd
 * spread where it knows nothing); both NaN at iteration 0 and for methods that forecast no output. Then the
 * readings run so far (initial setpoints included), whether the setpoint just run had been run before (a replicate
 * move of an adaptive arm), and the true E at the setpoint the method would recommend now (the campaign's incumbent,
 * the response surface's MSE optimum; NaN for plain EI and before the response surface's first fit), which replicates
 * can improve while E_min, over the setpoints run, cannot.
 */
public record IterationResult(String suite, String method, int repeat, int iteration, double eMin,
        double bestAttainable, Point setpoint, boolean fallback, double wallSeconds, double forecastZ, double spreadRatio, int readings,
        boolean replicate, double recommendationError) {

    /** The same row under another method name (an arm started from another initial design). */
    IterationResult withMethod(String newMethod) {
        return new IterationResult(suite, newMethod, repeat, iteration, eMin, bestAttainable, setpoint, fallback,
                wallSeconds, forecastZ, spreadRatio, readings, replicate, recommendationError);
    }

    /** E_min's regret against the best candidate of the repeat's instance. */
    double regret() {
        return eMin - bestAttainable;
    }

    boolean hasForecast() {
        return !Double.isNaN(forecastZ);
    }

    /** Whether the delivered mean fell inside the 90 % forecast interval: |z| <= Z90 is that, for a t as well. */
    boolean forecastHit() {
        return Math.abs(forecastZ) <= MeanForecast.Z90;
    }
}
