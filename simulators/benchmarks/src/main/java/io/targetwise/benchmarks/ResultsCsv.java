package io.targetwise.benchmarks;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Writes results.csv: one row per method, repeat and iteration; a multi-variable setpoint is joined by ';'. */
final class ResultsCsv {
    static final String HEADER = "suite,method,repeat,iteration,e_min,regret,x,fallback,wall_seconds,forecast_z,forecast_sd_over_true_sd,readings,replicate,recommendation_e";

    private ResultsCsv() {
    }

    static void write(List<IterationResult> results, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write(HEADER + "\n");
            for (IterationResult r : results) {
                String x = Arrays.stream(r.setpoint().toArray()).mapToObj(Double::toString)
                        .collect(Collectors.joining(";"));
                out.write(String.format(Locale.ROOT, "%s,%s,%d,%d,%s,%s,%s,%b,%.4f,%s,%s,%d,%b,%s%n", r.suite(), r.method(),
                        r.repeat(), r.iteration(), r.eMin(), r.regret(), x, r.fallback(), r.wallSeconds(),
                        r.hasForecast() ? Double.toString(r.forecastZ()) : "",
                        Double.isNaN(r.spreadRatio()) ? "" : Double.toString(r.spreadRatio()), r.readings(),
                        r.replicate(), Double.isNaN(r.recommendationError()) ? "" : Double.toString(r.recommendationError())));
            }
        }
    }
}
