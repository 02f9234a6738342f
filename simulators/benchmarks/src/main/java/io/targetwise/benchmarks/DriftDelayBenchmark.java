package io.targetwise.benchmarks;

import io.targetwise.core.spc.Cusum;
import io.targetwise.core.spc.OneStepResiduals;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;

/**
 * {@code benchmark drift-delay}: how long the application's drift chart takes to catch a persistent shift, as a
 * function of when the shift starts after the approval. The chain is the application's (DriftCheck): the approved
 * forecast says the setpoint's true mean f is N(m, sigma_e^2) and each reading f + N(0, sigma_a^2); the readings since
 * the approval are standardised by {@link OneStepResiduals} and charted by the CUSUM k = 1/2, h = 5, restarting after
 * each signal ({@link Cusum#signals}). Each repeat draws f from the forecast (the model's error is as the model says)
 * and adds a shift of delta sigma_a from reading t0 on. The delay is the number of readings from the first shifted
 * one to the first signal at or after it, inclusive, so that at t0 = 0 it is the run length whose mean Brook and
 * Evans' chain gives ({@link Cusum#averageRunLength}). A signal before t0 is a false alarm; the chart restarts as in
 * the application and the delay counts the first signal after the shift begins.
 *
 * <p>Beside the application's chain ({@link Learning#ONE_STEP}) the candidate the issue proposed: the conjugate
 * update stops after n readings ({@link Learning#frozenAfter}), so that a shift after them meets a fixed forecast.
 */
final class DriftDelayBenchmark {
    static final double[] SHIFTS = {0.5, 1, 2, 3};
    static final int[] STARTS = {0, 5, 10, 20, 50, 100, 200, 500};
    /**
     * sigma_e / sigma_a of the forecast: 0.1 for a setpoint run many times, 0.3 for the drift benchmark's production
     * forecasts (reported there), 1 for a setpoint the model barely knows.
     */
    static final double[] EPISTEMIC_RATIOS = {0.1, 0.3, 1};
    /** Readings after the approval that give the in-control run length; exp(-10000 / 465) of runs go beyond. */
    static final int IN_CONTROL_HORIZON = 10_000;

    /** How the forecast learns from the readings at its setpoint. */
    record Learning(String id, int learningReadings) {
        static final Learning ONE_STEP = new Learning("one-step", Integer.MAX_VALUE);

        /** The conjugate update over the first n readings only; later readings meet the forecast (m_n, v_n). */
        static Learning frozenAfter(int n) {
            return new Learning("frozen-after-" + n, n);
        }

        /**
         * The standardised residuals of the readings against the forecast N(m, sigma_e^2), sigma_a^2.
         */
        double[] residuals(double m, double epistemicVariance, double aleatoricVariance, double[] readings) {
            if (learningReadings >= readings.length) {
                return OneStepResiduals.of(m, epistemicVariance, aleatoricVariance).standardise(readings);
            }
            int n = learningReadings;
            double[] z = Arrays.copyOf(OneStepResiduals.of(m, epistemicVariance, aleatoricVariance)
                    .standardise(Arrays.copyOf(readings, n)), readings.length);
            // The forecast after n readings, in precision-weighted form (the conjugate update's result).
            double sum = Arrays.stream(readings, 0, n).sum();
            double denominator = aleatoricVariance + n * epistemicVariance;
            double mean = (aleatoricVariance * m + epistemicVariance * sum) / denominator;
            double variance = epistemicVariance * aleatoricVariance / denominator;
            double sd = Math.sqrt(variance + aleatoricVariance);
            for (int t = n; t < readings.length; t++) {
                z[t] = (readings[t] - mean) / sd;
            }
            return z;
        }
    }

    static final List<Learning> LEARNINGS = List.of(Learning.ONE_STEP, Learning.frozenAfter(20),
            Learning.frozenAfter(50));

    /**
     * One cell's repeats.
     *
     * @param delays readings from the shift's start to the signal, inclusive; {@link Integer#MAX_VALUE} where none
     *     came within the horizon
     * @param signalledBefore repeats with a (false) signal before the shift started
     */
    record Cell(Learning learning, double ratio, double shift, int start, int horizon, int[] delays,
            int signalledBefore) {

        int repeats() {
            return delays.length;
        }

        int caught() {
            return (int) Arrays.stream(delays).filter(d -> d != Integer.MAX_VALUE).count();
        }

        double missedShare() {
            return 1 - (double) caught() / repeats();
        }

        /** Median and its distribution-free 95 % interval (order statistics); MAX_VALUE stands for beyond the horizon. */
        int[] median() {
            int[] sorted = delays.clone();
            Arrays.sort(sorted);
            int n = sorted.length;
            double half = 1.959964 * Math.sqrt(n) / 2;
            int lower = Math.max(0, (int) Math.floor(n / 2.0 - half) - 1);
            int upper = Math.min(n - 1, (int) Math.ceil(n / 2.0 + half));
            return new int[] {sorted[(n - 1) / 2], sorted[lower], sorted[upper]};
        }

        /** Mean delay of the caught repeats and the half-width of its 95 % interval. */
        Convergence.Summary meanCaught() {
            List<Double> caught = Arrays.stream(delays).filter(d -> d != Integer.MAX_VALUE).mapToObj(d -> (double) d)
                    .toList();
            if (caught.isEmpty()) {
                return new Convergence.Summary(0, Double.NaN, 0, 0);
            }
            return Convergence.of(caught, d -> "delay", d -> 0, Double::doubleValue).at("delay", 0);
        }
    }

    private final int repeats;
    private final int horizon;
    private final long seed;

    /**
     * @param horizon readings after the shift's start the chart is given to catch it
     */
    DriftDelayBenchmark(int repeats, int horizon, long seed) {
        if (repeats < 2 || horizon < 1) {
            throw new IllegalArgumentException("drift-delay needs --repeats >= 2 and --horizon >= 1");
        }
        this.repeats = repeats;
        this.horizon = horizon;
        this.seed = seed;
    }

    /**
     * Readings from the shift's first to the chart's first signal at or after it, inclusive, as the application
     * charts them (every signal, the chart restarting after each).
     */
    static OptionalInt delay(double[] z, int start) {
        // The signals before the start, then the chart from the last restart on: the same signals as
        // Cusum.signals(z) without scanning past the one wanted.
        List<Cusum.Signal> before = DriftBenchmark.CHART.signals(Arrays.copyOf(z, start));
        int from = before.isEmpty() ? 0 : before.get(before.size() - 1).index() + 1;
        Optional<Cusum.Signal> next = DriftBenchmark.CHART.firstSignal(Arrays.copyOfRange(z, from, z.length));
        return next.isPresent() ? OptionalInt.of(from + next.get().index() - start + 1) : OptionalInt.empty();
    }

    /** The repeats of one cell: sigma_a = 1, the forecast mean 0, the true mean drawn from the forecast. */
    Cell simulate(Learning learning, double ratio, double shift, int start, int cellHorizon, SplittableRandom rng) {
        double epistemicVariance = ratio * ratio;
        int[] delays = new int[repeats];
        int before = 0;
        double[] y = new double[start + cellHorizon];
        for (int r = 0; r < repeats; r++) {
            double truth = ratio * rng.nextGaussian();
            for (int t = 0; t < y.length; t++) {
                y[t] = truth + (t >= start ? shift : 0) + rng.nextGaussian();
            }
            double[] z = learning.residuals(0, epistemicVariance, 1, y);
            if (start > 0 && DriftBenchmark.CHART.firstSignal(Arrays.copyOf(z, start)).isPresent()) {
                before++;
            }
            delays[r] = delay(z, start).orElse(Integer.MAX_VALUE);
        }
        return new Cell(learning, ratio, shift, start, cellHorizon, delays, before);
    }

    List<Cell> cells(PrintStream progress) {
        List<Cell> cells = new ArrayList<>();
        ProgressBar bar = new ProgressBar(progress, LEARNINGS.size() * EPISTEMIC_RATIOS.length
                * (1 + SHIFTS.length * STARTS.length));
        for (Learning learning : LEARNINGS) {
            for (double ratio : EPISTEMIC_RATIOS) {
                // One stream per chain and ratio, so that adding a shift or a start leaves the others' draws alone.
                SplittableRandom rng = new SplittableRandom(seed * 1_000_003L + Double.hashCode(ratio));
                cells.add(simulate(learning, ratio, 0, 0, IN_CONTROL_HORIZON, rng.split()));
                bar.step();
                for (double shift : SHIFTS) {
                    for (int start : STARTS) {
                        cells.add(simulate(learning, ratio, shift, start, horizon, rng.split()));
                        bar.step();
                    }
                }
            }
        }
        bar.finish();
        return cells;
    }

    void run(Path out, PrintStream progress) throws IOException {
        Files.createDirectories(out);
        List<Cell> cells = cells(progress);
        writeCsv(cells, out.resolve("results.csv"));
        Files.writeString(out.resolve("report.md"), report(cells));
    }

    private static void writeCsv(List<Cell> cells, Path file) throws IOException {
        StringBuilder csv = new StringBuilder("learning,epistemic_ratio,shift,start,horizon,repeats,caught,"
                + "signalled_before,median,median_lower,median_upper,mean_caught,mean_caught_half_width,missed_share\n");
        for (Cell c : cells) {
            int[] median = c.median();
            Convergence.Summary mean = c.meanCaught();
            csv.append(String.format(Locale.ROOT, "%s,%s,%s,%d,%d,%d,%d,%d,%s,%s,%s,%.3f,%.3f,%.4f%n", c.learning().id(),
                    c.ratio(), c.shift(), c.start(), c.horizon(), c.repeats(), c.caught(), c.signalledBefore(),
                    count(median[0]), count(median[1]), count(median[2]), mean.mean(), mean.confidenceHalfWidth(),
                    c.missedShare()));
        }
        Files.writeString(file, csv);
    }

    private static String count(int delay) {
        return delay == Integer.MAX_VALUE ? "" : Integer.toString(delay);
    }

    private String report(List<Cell> cells) {
        StringBuilder md = new StringBuilder("# Drift detection delay\n\n");
        md.append(String.format(Locale.ROOT, "%d repeats per cell; a shift of delta sigma_a from reading t0 after the"
                + " approval, given %d readings to be caught; in control, %d readings. Chart: CUSUM k = %.1f, h = %.0f"
                + " on the one-step residuals (sigma_e = 0: plain CUSUM, Brook-Evans ARL %.2f at delta = 1, %.1f in"
                + " control).%n%n", repeats, horizon, IN_CONTROL_HORIZON, DriftBenchmark.CHART.reference(),
                DriftBenchmark.CHART.decisionInterval(), DriftBenchmark.CHART.averageRunLength(1),
                DriftBenchmark.CHART.averageRunLength(0)));
        md.append("## In control: readings to the first (false) signal\n\n| learning | sigma_e / sigma_a | mean run length"
                + " [95 %] | median [95 %] | beyond " + IN_CONTROL_HORIZON + " |\n|---|---|---|---|---|\n");
        for (Cell c : cells) {
            if (c.shift() == 0) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %.4f |%n", c.learning().id(), c.ratio(),
                        mean(c), median(c), c.missedShare()));
            }
        }
        md.append("\n## Delay: median readings from the shift's start to the signal [95 %]; share not caught within "
                + horizon + " readings in parentheses where any\n");
        for (Learning learning : LEARNINGS) {
            md.append("\n### ").append(learning.id()).append("\n\n| sigma_e / sigma_a | t0 |");
            for (double shift : SHIFTS) {
                md.append(" delta = ").append(shift).append(" |");
            }
            md.append(" false signal before t0 (delta = 1) |\n|---|---|").append("---|".repeat(SHIFTS.length + 1))
                    .append('\n');
            for (double ratio : EPISTEMIC_RATIOS) {
                for (int start : STARTS) {
                    md.append("| ").append(ratio).append(" | ").append(start).append(" |");
                    for (double shift : SHIFTS) {
                        Cell c = find(cells, learning, ratio, shift, start);
                        md.append(' ').append(median(c));
                        if (c.missedShare() > 0) {
                            md.append(String.format(Locale.ROOT, " (%.2f)", c.missedShare()));
                        }
                        md.append(" |");
                    }
                    Cell one = find(cells, learning, ratio, 1, start);
                    md.append(String.format(Locale.ROOT, " %.3f |%n", (double) one.signalledBefore() / one.repeats()));
                }
            }
        }
        md.append("\n## Mean delay of the caught repeats [95 %], delta = 1\n\n| learning | sigma_e / sigma_a |");
        for (int start : STARTS) {
            md.append(" t0 = ").append(start).append(" |");
        }
        md.append("\n|---|---|").append("---|".repeat(STARTS.length)).append('\n');
        for (Learning learning : LEARNINGS) {
            for (double ratio : EPISTEMIC_RATIOS) {
                md.append("| ").append(learning.id()).append(" | ").append(ratio).append(" |");
                for (int start : STARTS) {
                    md.append(' ').append(mean(find(cells, learning, ratio, 1, start))).append(" |");
                }
                md.append('\n');
            }
        }
        return md.toString();
    }

    private static Cell find(List<Cell> cells, Learning learning, double ratio, double shift, int start) {
        return cells.stream().filter(c -> c.learning().equals(learning) && c.ratio() == ratio && c.shift() == shift
                && c.start() == start).findFirst().orElseThrow();
    }

    private static String mean(Cell c) {
        Convergence.Summary s = c.meanCaught();
        return String.format(Locale.ROOT, "%.1f [%.1f, %.1f]", s.mean(), s.mean() - s.confidenceHalfWidth(),
                s.mean() + s.confidenceHalfWidth());
    }

    private static String median(Cell c) {
        int[] m = c.median();
        return m[0] == Integer.MAX_VALUE ? "> " + c.horizon() : m[0] + " [" + m[1] + ", "
                + (m[2] == Integer.MAX_VALUE ? "> " + c.horizon() : Integer.toString(m[2])) + "]";
    }
}
