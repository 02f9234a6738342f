package io.targetwise.simulators.benchmark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * E_min per method and iteration summarised over repeats: mean, sample standard deviation, count and the half-width
 * of the 95 % Student-t confidence interval of the mean. Methods keep the order in which they first appear.
 */
public final class Convergence {
    private final Map<String, List<Point>> byMethod;

    /** Summary statistics of E_min at one iteration. */
    public record Point(int iteration, double mean, double sd, int count) {
        /** Half-width of the 95 % confidence interval of the mean; 0 for a single repeat. */
        public double confidenceHalfWidth() {
            if (count < 2) {
                return 0;
            }
            return new TDistribution(count - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(count);
        }
    }

    private Convergence(Map<String, List<Point>> byMethod) {
        this.byMethod = byMethod;
    }

    public static Convergence of(List<IterationResult> results) {
        Map<String, TreeMap<Integer, List<Double>>> grouped = new LinkedHashMap<>();
        for (IterationResult r : results) {
            grouped.computeIfAbsent(r.method(), m -> new TreeMap<>())
                    .computeIfAbsent(r.iteration(), i -> new ArrayList<>()).add(r.eMin());
        }
        Map<String, List<Point>> byMethod = new LinkedHashMap<>();
        grouped.forEach((method, iterations) -> {
            List<Point> points = new ArrayList<>();
            iterations.forEach((iteration, values) -> points.add(summarise(iteration, values)));
            byMethod.put(method, List.copyOf(points));
        });
        return new Convergence(byMethod);
    }

    public List<String> methods() {
        return List.copyOf(byMethod.keySet());
    }

    public List<Point> of(String method) {
        return byMethod.getOrDefault(method, List.of());
    }

    /** The summary at the given iteration, or at the last one reached if the runs stopped earlier. */
    public Point at(String method, int iteration) {
        List<Point> points = of(method);
        return points.stream().filter(p -> p.iteration() == iteration).findFirst()
                .orElse(points.get(points.size() - 1));
    }

    private static Point summarise(int iteration, List<Double> values) {
        double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        double sd = values.size() > 1 ? Math.sqrt(squares / (values.size() - 1)) : 0;
        return new Point(iteration, mean, sd, values.size());
    }
}
