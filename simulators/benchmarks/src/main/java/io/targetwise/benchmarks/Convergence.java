package io.targetwise.benchmarks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * E_min (or another per-iteration value) per method and iteration summarised over repeats: mean, sample standard deviation, count and the half-width
 * of the 95 % Student-t confidence interval of the mean. Methods keep the order in which they first appear.
 */
public final class Convergence {
    private final Map<String, List<Summary>> byMethod;

    /** Summary statistics of E_min at one iteration. */
    public record Summary(int iteration, double mean, double sd, int count) {
        /** Half-width of the 95 % confidence interval of the mean; 0 for a single repeat. */
        public double confidenceHalfWidth() {
            if (count < 2) {
                return 0;
            }
            return new TDistribution(count - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(count);
        }
    }

    private Convergence(Map<String, List<Summary>> byMethod) {
        this.byMethod = byMethod;
    }

    public static Convergence of(List<IterationResult> results) {
        return of(results, IterationResult::method, IterationResult::iteration, IterationResult::eMin);
    }

    /** The same summary of any per-iteration value of any rows, grouped by method and iteration. */
    public static <T> Convergence of(List<T> rows, Function<T, String> method, ToIntFunction<T> iteration,
            ToDoubleFunction<T> value) {
        Map<String, TreeMap<Integer, List<Double>>> grouped = new LinkedHashMap<>();
        for (T row : rows) {
            grouped.computeIfAbsent(method.apply(row), m -> new TreeMap<>())
                    .computeIfAbsent(iteration.applyAsInt(row), i -> new ArrayList<>()).add(value.applyAsDouble(row));
        }
        Map<String, List<Summary>> byMethod = new LinkedHashMap<>();
        grouped.forEach((name, iterations) -> {
            List<Summary> points = new ArrayList<>();
            iterations.forEach((i, values) -> points.add(summarise(i, values)));
            byMethod.put(name, List.copyOf(points));
        });
        return new Convergence(byMethod);
    }

    public List<String> methods() {
        return List.copyOf(byMethod.keySet());
    }

    public List<Summary> of(String method) {
        return byMethod.getOrDefault(method, List.of());
    }

    /** The summary at the given iteration, or at the last one reached if the runs stopped earlier. */
    public Summary at(String method, int iteration) {
        List<Summary> points = of(method);
        return points.stream().filter(p -> p.iteration() == iteration).findFirst()
                .orElse(points.get(points.size() - 1));
    }

    private static Summary summarise(int iteration, List<Double> values) {
        double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        double sd = values.size() > 1 ? Math.sqrt(squares / (values.size() - 1)) : 0;
        return new Summary(iteration, mean, sd, values.size());
    }
}
