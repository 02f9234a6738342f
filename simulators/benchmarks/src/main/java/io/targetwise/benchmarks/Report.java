package io.targetwise.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes report.md: the settings, and per method the mean E_min with its 95 % confidence interval after 10
 * iterations and at the end, and the iteration at which the mean first came within 10 % of the best attainable E.
 */
final class Report {
    /** Hoffer, Ranftl and Geiger's (2023) figures are read after 10 iterations as well as at the end. */
    static final int EARLY_ITERATION = 10;

    private Report() {
    }

    static void write(BenchmarkOptions options, Suite suite, Convergence convergence, double bestAttainable,
            double wallSeconds, Path file) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark: ").append(suite.label()).append("\n\n");
        md.append(String.format(Locale.ROOT, "- setting %s, repeats %d, iterations %d, replicates per setpoint %d "
                + "(GP-on-noisy-data methods: %d), seed %d, threads %d, %d candidates%n", options.setting().id(),
                options.repeats(), options.iterations(), options.replicatesPerSetpoint(), options.baselineReplicates(),
                options.seed(), options.threads(), suite.candidates().size()));
        md.append(String.format(Locale.ROOT, "- target %s; best attainable E over the candidates %.6g%n",
                suite.target(), bestAttainable));
        md.append(String.format(Locale.ROOT, "- wall time %.1f s%n%n", wallSeconds));
        int early = Math.min(EARLY_ITERATION, options.iterations());
        md.append("E_min is the true (m(x) - y*)^2 + sigma_a^2(x) minimised over the setpoints run so far; mean over "
                + "repeats with the 95 % Student-t confidence interval of the mean.\n\n");
        md.append("| method | E_min after ").append(early).append(" iterations | E_min at the end (iteration) "
                + "| first iteration with mean E_min within 10 % of best |\n|---|---|---|---|\n");
        for (String method : convergence.methods()) {
            Convergence.Summary atEarly = convergence.at(method, early);
            Convergence.Summary last = convergence.of(method).get(convergence.of(method).size() - 1);
            String reached = convergence.of(method).stream().filter(p -> p.mean() <= 1.1 * bestAttainable)
                    .map(p -> Integer.toString(p.iteration())).findFirst().orElse("not reached");
            md.append(String.format(Locale.ROOT, "| %s | %s | %s (%d) | %s |%n", method, interval(atEarly),
                    interval(last), last.iteration(), reached));
        }
        Files.writeString(file, md.toString(), StandardCharsets.UTF_8);
    }

    static String interval(Convergence.Summary p) {
        double half = p.confidenceHalfWidth();
        return String.format(Locale.ROOT, "%.4g [%.4g, %.4g]", p.mean(), p.mean() - half, p.mean() + half);
    }
}
