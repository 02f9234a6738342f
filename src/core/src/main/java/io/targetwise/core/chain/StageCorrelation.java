package io.targetwise.core.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the process's own scatter of a stage's outputs is correlated, as a function of the stage's inputs: one reading's
 * outputs often share a cause (UC2's two outputs move with the same input noise, with a sign that changes along the
 * input). Estimated from replicates: at every setpoint read at least {@value #MIN_REPLICATES} times, the sample
 * correlation of the outputs; between setpoints, their Nadaraya-Watson average with a Gaussian kernel of the given
 * bandwidths, weighted by each setpoint's replicates less one. An average of correlation matrices is one, so the
 * result is always a valid correlation matrix; far from every replicated setpoint it is the nearest ones'.
 */
public final class StageCorrelation {
    static final int MIN_REPLICATES = 3;

    private final int outputs;
    private final double[][] inputs;
    private final double[][][] correlations;
    private final double[] weights;
    private final double[] bandwidths;

    private StageCorrelation(int outputs, double[][] inputs, double[][][] correlations, double[] weights,
            double[] bandwidths) {
        this.outputs = outputs;
        this.inputs = inputs;
        this.correlations = correlations;
        this.weights = weights;
        this.bandwidths = bandwidths;
    }

    /** Outputs whose scatter is independent everywhere. */
    public static StageCorrelation independent(int outputs) {
        if (outputs < 1) {
            throw new IllegalArgumentException("outputs must be >= 1, got " + outputs);
        }
        return new StageCorrelation(outputs, new double[0][], new double[0][][], new double[0], new double[0]);
    }

    /**
     * @param inputs each reading's stage inputs; readings with equal inputs are replicates
     * @param outputs each reading's outputs, one row per reading
     * @param bandwidths the kernel's standard deviation per input, e.g. a twentieth of its range
     * @throws IllegalArgumentException if the lists differ in length, a row has the wrong length, or a bandwidth is
     *     not positive
     */
    public static StageCorrelation fromReplicates(List<double[]> inputs, List<double[]> outputs, double[] bandwidths) {
        if (inputs.size() != outputs.size() || inputs.isEmpty()) {
            throw new IllegalArgumentException("inputs and outputs need equal, non-zero lengths, got " + inputs.size()
                    + " and " + outputs.size());
        }
        int m = outputs.get(0).length;
        for (double b : bandwidths) {
            if (!(b > 0) || Double.isInfinite(b)) {
                throw new IllegalArgumentException("bandwidths must be positive and finite, got "
                        + Arrays.toString(bandwidths));
            }
        }
        Map<List<Double>, List<double[]>> groups = new LinkedHashMap<>();
        for (int r = 0; r < inputs.size(); r++) {
            if (inputs.get(r).length != bandwidths.length || outputs.get(r).length != m) {
                throw new IllegalArgumentException("reading " + r + " has " + inputs.get(r).length + " inputs and "
                        + outputs.get(r).length + " outputs, expected " + bandwidths.length + " and " + m);
            }
            groups.computeIfAbsent(Arrays.stream(inputs.get(r)).boxed().toList(), k -> new ArrayList<>())
                    .add(outputs.get(r));
        }
        List<double[]> at = new ArrayList<>();
        List<double[][]> found = new ArrayList<>();
        List<Double> weight = new ArrayList<>();
        for (Map.Entry<List<Double>, List<double[]>> group : groups.entrySet()) {
            if (group.getValue().size() >= MIN_REPLICATES) {
                at.add(group.getKey().stream().mapToDouble(Double::doubleValue).toArray());
                found.add(sampleCorrelation(group.getValue(), m));
                weight.add(group.getValue().size() - 1.0);
            }
        }
        return new StageCorrelation(m, at.toArray(double[][]::new), found.toArray(double[][][]::new),
                weight.stream().mapToDouble(Double::doubleValue).toArray(), bandwidths.clone());
    }

    public int outputs() {
        return outputs;
    }

    /** The correlation matrix of the outputs' scatter at these stage inputs. */
    public double[][] at(double[] input) {
        double[][] r = identity(outputs);
        if (correlations.length == 0 || outputs == 1) {
            return r;
        }
        double[] logKernel = new double[inputs.length];
        double largest = Double.NEGATIVE_INFINITY;
        for (int g = 0; g < inputs.length; g++) {
            double s = 0;
            for (int d = 0; d < bandwidths.length; d++) {
                double z = (input[d] - inputs[g][d]) / bandwidths[d];
                s -= 0.5 * z * z;
            }
            logKernel[g] = s;
            largest = Math.max(largest, s);
        }
        // Relative to the nearest setpoint, so that far from every one the kernel does not underflow to nothing.
        double total = 0;
        double[][] sum = new double[outputs][outputs];
        for (int g = 0; g < inputs.length; g++) {
            double w = weights[g] * Math.exp(logKernel[g] - largest);
            total += w;
            for (int a = 0; a < outputs; a++) {
                for (int b = 0; b < outputs; b++) {
                    sum[a][b] += w * correlations[g][a][b];
                }
            }
        }
        for (int a = 0; a < outputs; a++) {
            for (int b = 0; b < outputs; b++) {
                r[a][b] = a == b ? 1 : sum[a][b] / total;
            }
        }
        return r;
    }

    /** Sample correlations; an output without scatter in the group is taken as uncorrelated with the others. */
    private static double[][] sampleCorrelation(List<double[]> rows, int m) {
        double[] mean = new double[m];
        for (double[] row : rows) {
            for (int j = 0; j < m; j++) {
                mean[j] += row[j] / rows.size();
            }
        }
        double[][] c = new double[m][m];
        for (double[] row : rows) {
            for (int a = 0; a < m; a++) {
                for (int b = 0; b < m; b++) {
                    c[a][b] += (row[a] - mean[a]) * (row[b] - mean[b]);
                }
            }
        }
        double[][] r = identity(m);
        for (int a = 0; a < m; a++) {
            for (int b = 0; b < m; b++) {
                if (a != b && c[a][a] > 0 && c[b][b] > 0) {
                    r[a][b] = c[a][b] / Math.sqrt(c[a][a] * c[b][b]);
                }
            }
        }
        return r;
    }

    private static double[][] identity(int m) {
        double[][] r = new double[m][m];
        for (int j = 0; j < m; j++) {
            r[j][j] = 1;
        }
        return r;
    }
}
