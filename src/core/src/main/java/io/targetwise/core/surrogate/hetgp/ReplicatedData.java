package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.ReplicateStatistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs grouped by their distinct inputs, hetGP's find_reps: per site the count a_i, the mean yb_i, the within-site sum
 * of squares S_i (the sufficient statistics of the likelihood) and the raw outputs, which only the initialisation
 * reads (it averages log squared residuals per site). Sites keep the order of first appearance.
 */
final class ReplicatedData {
    private final double[][] sites;
    private final double[] means;
    private final double[] sumsOfSquares;
    private final int[] counts;
    private final double[][] outputs;
    private final int total;

    private ReplicatedData(double[][] sites, double[] means, double[] sumsOfSquares, int[] counts, double[][] outputs) {
        this.sites = sites;
        this.means = means;
        this.sumsOfSquares = sumsOfSquares;
        this.counts = counts;
        this.outputs = outputs;
        int n = 0;
        for (int a : counts) {
            n += a;
        }
        this.total = n;
    }

    /** Groups rows that are exactly equal (snap inputs to a grid first). */
    static ReplicatedData group(double[][] inputs, double[] outputs) {
        Map<Point, List<Double>> groups = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i++) {
            groups.computeIfAbsent(Point.of(inputs[i]), k -> new ArrayList<>()).add(outputs[i]);
        }
        int n = groups.size();
        double[][] x = new double[n][];
        double[] mean = new double[n];
        double[] ss = new double[n];
        int[] count = new int[n];
        double[][] raw = new double[n][];
        int i = 0;
        for (Map.Entry<Point, List<Double>> group : groups.entrySet()) {
            ReplicateStatistics statistics = new ReplicateStatistics();
            group.getValue().forEach(statistics::add);
            x[i] = group.getKey().toArray();
            mean[i] = statistics.mean();
            ss[i] = statistics.sumOfSquaredDeviations();
            count[i] = Math.toIntExact(statistics.count());
            raw[i] = group.getValue().stream().mapToDouble(Double::doubleValue).toArray();
            i++;
        }
        return new ReplicatedData(x, mean, ss, count, raw);
    }

    /** The same sites with other outputs per site, e.g. log squared residuals for the noise process's start. */
    ReplicatedData withOutputs(double[][] perSite) {
        double[] mean = new double[sites.length];
        double[] ss = new double[sites.length];
        for (int i = 0; i < sites.length; i++) {
            ReplicateStatistics statistics = new ReplicateStatistics();
            for (double v : perSite[i]) {
                statistics.add(v);
            }
            mean[i] = statistics.mean();
            ss[i] = statistics.sumOfSquaredDeviations();
        }
        return new ReplicatedData(sites, mean, ss, counts, perSite);
    }

    /** Number of distinct sites n. */
    int size() {
        return sites.length;
    }

    /** Number of runs N. */
    int total() {
        return total;
    }

    double[][] sites() {
        return sites;
    }

    double[] means() {
        return means;
    }

    double[] sumsOfSquares() {
        return sumsOfSquares;
    }

    int[] counts() {
        return counts;
    }

    double[] outputsAt(int site) {
        return outputs[site];
    }
}
