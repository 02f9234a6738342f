package io.targetwise.core.chain;

import io.targetwise.core.Point;
import io.targetwise.core.stats.GaussHermiteRule;
import io.targetwise.core.stats.Normal;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The posterior of a chain's final outputs at joint setpoints, the stage models stacked, with the epistemic and the
 * aleatoric parts kept apart.
 *
 * <p>Each stage output reads {@code y = mu(u) + sigmaE(u) xi + sigmaA(u) eps} at its inputs u (the stage's setpoints
 * and the previous stage's outputs), with xi ~ N(0, 1) the model's error, shared by every reading of a process run at
 * these setpoints (epistemic: it shrinks with data), and eps ~ N(0, 1) drawn anew for each reading (aleatoric). Write
 * theta for all the xi and omega for all the eps. The final output's process mean is {@code M(theta) = E[Y | theta]}
 * and its spread {@code A(theta) = Var[Y | theta]}; the posterior handed to the acquisitions is
 * {@code mean = E M}, {@code epistemic = Var M}, {@code aleatoric = E A}, whose sum is the total variance of a
 * reading (law of total variance).
 *
 * <p>The expectations over the intermediate outputs' xi and eps are tensor Gauss-Hermite quadratures: every
 * intermediate output branches each node into n x n (xi, eps) nodes. The final stage is exact given its inputs: with
 * mu_S, sigmaE_S, sigmaA_S at a node and the nodes of one epistemic branch b (fixed upstream xi) weighted within it,
 * <pre>
 *   M_b = E_omega mu_S,   S_b = E_omega sigmaE_S,
 *   V_b = Var_omega mu_S + Var_omega sigmaE_S + E_omega sigmaA_S^2,
 *   mean = E_b M_b,   epistemic = Var_b M_b + E_b S_b^2,   aleatoric = E_b V_b.
 * </pre>
 * Treating xi_S as one value over the inputs a run's upstream spread reaches is exact where the final model's error is
 * correlated over that spread, the usual case when the spread is short against the model's length scales. With no
 * upstream uncertainty the result is the final stage's own posterior. The tests compare all three parts with nested
 * Monte Carlo through the stacked models.
 *
 * <p>A stage's outputs may scatter together ({@link StageCorrelation}): their eps are then {@code L z} with L the
 * Cholesky factor of the correlation at the node's inputs and z the independent quadrature nodes.
 *
 * <p>The share of readings whose intermediate outputs stay within their limits is returned as well ({@link
 * ChainPosterior#conformance}): at every node, the normal probability of each limited output over its own xi and eps.
 *
 * <p>Cost: {@code n^(2 m)} nodes per intermediate stage with m outputs, multiplied over the stages; each node of the
 * last intermediate stage is one row of the final models' posterior, evaluated in chunks so that memory stays bounded.
 */
public final class ChainPropagation {
    /** Upper bound on quadrature nodes per joint setpoint, so that scoring a screening batch stays affordable. */
    static final int MAX_NODES_PER_SETPOINT = 4096;
    private static final int DEFAULT_NODES = 5;
    /** Rows per posterior call: bounds the kernel matrices a GP builds at once. */
    private static final int CHUNK_ROWS = 4096;

    private final ProcessChain chain;
    private final GaussHermiteRule rule;

    private ChainPropagation(ProcessChain chain, GaussHermiteRule rule) {
        this.chain = chain;
        this.rule = rule;
    }

    /**
     * With as many nodes per dimension as the node budget allows, at most 5 (exact for polynomials of degree 9).
     *
     * @throws IllegalArgumentException if even 2 nodes per dimension exceed the budget of {@value
     *     #MAX_NODES_PER_SETPOINT} nodes per setpoint
     */
    public static ChainPropagation of(ProcessChain chain) {
        int dimensions = quadratureDimensions(chain, 0);
        int nodes = DEFAULT_NODES;
        while (nodes > 2 && Math.pow(nodes, dimensions) > MAX_NODES_PER_SETPOINT) {
            nodes--;
        }
        return of(chain, nodes);
    }

    /**
     * @throws IllegalArgumentException if nodesPerDimension is below 1 or the chain would need more than {@value
     *     #MAX_NODES_PER_SETPOINT} nodes per setpoint
     */
    public static ChainPropagation of(ProcessChain chain, int nodesPerDimension) {
        if (chain == null) {
            throw new IllegalArgumentException("chain must not be null");
        }
        if (nodesPerDimension < 1) {
            throw new IllegalArgumentException("nodesPerDimension must be >= 1, got " + nodesPerDimension);
        }
        int dimensions = quadratureDimensions(chain, 0);
        if (Math.pow(nodesPerDimension, dimensions) > MAX_NODES_PER_SETPOINT) {
            throw new IllegalArgumentException("the chain's " + dimensions / 2 + " intermediate outputs need "
                    + nodesPerDimension + "^" + dimensions + " quadrature nodes per setpoint, more than "
                    + MAX_NODES_PER_SETPOINT);
        }
        return new ChainPropagation(chain, GaussHermiteRule.withNodes(nodesPerDimension));
    }

    public ProcessChain chain() {
        return chain;
    }

    /** Nodes per (xi or eps) dimension of the quadrature. */
    public int nodesPerDimension() {
        return rule.size();
    }

    /**
     * The posterior of the final outputs at each joint setpoint (every stage's setpoints in stage order).
     *
     * @throws IllegalArgumentException if a setpoint has the wrong length or a non-finite value
     */
    public ChainPosterior propagate(double[][] jointSetpoints) {
        return propagateFrom(0, new double[0], jointSetpoints);
    }

    /**
     * Re-planning: the posterior of the final outputs when the stages before {@code stage} have run and the previous
     * stage's outputs were measured as {@code measuredUpstream} (a point mass replaces their distribution);
     * {@code remainingSetpoints} hold the setpoints of {@code stage} and the stages after it.
     *
     * @throws IllegalArgumentException if the stage is out of range, the measured outputs do not match the previous
     *     stage's outputs, or a setpoint has the wrong length or a non-finite value
     */
    public ChainPosterior propagateFrom(int stage, double[] measuredUpstream, double[][] remainingSetpoints) {
        chain.checkStage(stage);
        int upstreamCount = stage == 0 ? 0 : chain.stages().get(stage - 1).outputCount();
        if (measuredUpstream.length != upstreamCount) {
            throw new IllegalArgumentException("stage " + stage + " takes " + upstreamCount
                    + " measured upstream outputs, got " + measuredUpstream.length);
        }
        requireFinite("measuredUpstream", measuredUpstream);
        int width = chain.setpointDimensionFrom(stage);
        for (int i = 0; i < remainingSetpoints.length; i++) {
            if (remainingSetpoints[i].length != width) {
                throw new IllegalArgumentException("setpoint " + i + " has " + remainingSetpoints[i].length
                        + " values, the stages from " + stage + " on take " + width);
            }
            requireFinite("setpoint " + i, remainingSetpoints[i]);
        }
        int n = remainingSetpoints.length;
        Nodes nodes = Nodes.pointMass(n, measuredUpstream);
        List<double[][]> intermediateMeans = new ArrayList<>();
        List<double[][]> intermediateVariances = new ArrayList<>();
        int last = chain.stageCount() - 1;
        for (int k = stage; k < last; k++) {
            nodes = branch(nodes, k, setpointsOf(remainingSetpoints, stage, k));
            intermediateMeans.add(new double[chain.stages().get(k).outputCount()][]);
            intermediateVariances.add(new double[chain.stages().get(k).outputCount()][]);
            nodes.marginals(intermediateMeans.get(k - stage), intermediateVariances.get(k - stage));
        }
        List<Posterior> finals = finalOutputs(nodes, setpointsOf(remainingSetpoints, stage, last));
        return new ChainPosterior(stage, finals, nodes.conformance(), intermediateMeans, intermediateVariances);
    }

    /** Every intermediate output of stage k branches every node into (xi, eps) nodes. */
    private Nodes branch(Nodes in, int k, double[][] stageSetpoints) {
        ChainStage stage = chain.stages().get(k);
        int m = stage.outputCount();
        int n = in.points;
        Posterior[] posteriors = posteriors(stage, in, stageSetpoints);
        double[][][] scatter = scatterFactors(stage, in, stageSetpoints);
        int g = rule.size();
        int perOutput = g * g;
        int fan = (int) Math.pow(perOutput, m);
        int epistemicFan = (int) Math.pow(g, m);
        Nodes out = new Nodes(n, in.count * fan, m, in.branches * epistemicFan);
        int[] xi = new int[m];
        int[] eps = new int[m];
        for (int f = 0; f < fan; f++) {
            int rest = f;
            double fanWeight = 1;
            int epistemicIndex = 0;
            for (int j = 0; j < m; j++) {
                xi[j] = rest % g;
                rest /= g;
                eps[j] = rest % g;
                rest /= g;
                fanWeight *= rule.weight(xi[j]) * rule.weight(eps[j]);
                epistemicIndex = epistemicIndex * g + xi[j];
            }
            for (int l = 0; l < in.count; l++) {
                int node = l * fan + f;
                out.weight[node] = in.weight[l] * fanWeight;
                out.branch[node] = in.branch[l] * epistemicFan + epistemicIndex;
                for (int i = 0; i < n; i++) {
                    int row = i * in.count + l;
                    double[][] factor = scatter[row];
                    for (int j = 0; j < m; j++) {
                        Posterior p = posteriors[j];
                        // The outputs' scatter is correlated: eps = L z with L the Cholesky factor of its correlation.
                        double correlated = 0;
                        for (int t = 0; t <= j; t++) {
                            correlated += factor[j][t] * rule.node(eps[t]);
                        }
                        out.values[i][node * m + j] = p.mean(row) + Math.sqrt(p.epistemicVariance(row)) * rule.node(xi[j])
                                + Math.sqrt(p.aleatoricVariance(row)) * correlated;
                    }
                }
            }
        }
        // The limits' probability is over this stage's own xi and eps: the same for every node a node fans out into.
        for (int i = 0; i < n; i++) {
            for (int l = 0; l < in.count; l++) {
                int row = i * in.count + l;
                double conformance = in.conformance[i][l];
                for (int j = 0; j < m; j++) {
                    Posterior p = posteriors[j];
                    conformance *= withinLimits(stage.outputs().get(j), p.mean(row),
                            Math.sqrt(p.epistemicVariance(row) + p.aleatoricVariance(row)));
                }
                Arrays.fill(out.conformance[i], l * fan, (l + 1) * fan, conformance);
            }
        }
        return out;
    }

    private List<Posterior> finalOutputs(Nodes in, double[][] stageSetpoints) {
        ChainStage stage = chain.finalStage();
        Posterior[] posteriors = posteriors(stage, in, stageSetpoints);
        int n = in.points;
        List<Posterior> finals = new ArrayList<>(posteriors.length);
        for (Posterior p : posteriors) {
            double[] mean = new double[n];
            double[] epistemic = new double[n];
            double[] aleatoric = new double[n];
            double[] logSd = new double[n];
            double[] branchWeight = new double[in.branches];
            double[] branchMean = new double[in.branches];
            double[] branchSigmaE = new double[in.branches];
            double[] branchSpread = new double[in.branches];
            for (int i = 0; i < n; i++) {
                Arrays.fill(branchWeight, 0);
                Arrays.fill(branchMean, 0);
                Arrays.fill(branchSigmaE, 0);
                Arrays.fill(branchSpread, 0);
                double ownAleatoricLogSd = 0;
                for (int l = 0; l < in.count; l++) {
                    int row = i * in.count + l;
                    int b = in.branch[l];
                    double w = in.weight[l];
                    branchWeight[b] += w;
                    branchMean[b] += w * p.mean(row);
                    branchSigmaE[b] += w * Math.sqrt(p.epistemicVariance(row));
                    ownAleatoricLogSd += w * p.aleatoricVariance(row) * p.aleatoricLogSd(row);
                }
                for (int b = 0; b < in.branches; b++) {
                    branchMean[b] /= branchWeight[b];
                    branchSigmaE[b] /= branchWeight[b];
                }
                for (int l = 0; l < in.count; l++) {
                    int row = i * in.count + l;
                    int b = in.branch[l];
                    double dMean = p.mean(row) - branchMean[b];
                    double dSigmaE = Math.sqrt(p.epistemicVariance(row)) - branchSigmaE[b];
                    branchSpread[b] += in.weight[l] * (dMean * dMean + dSigmaE * dSigmaE + p.aleatoricVariance(row));
                }
                double m = 0;
                for (int b = 0; b < in.branches; b++) {
                    m += branchWeight[b] * branchMean[b];
                }
                double e = 0;
                double a = 0;
                for (int b = 0; b < in.branches; b++) {
                    double d = branchMean[b] - m;
                    e += branchWeight[b] * (d * d + branchSigmaE[b] * branchSigmaE[b]);
                    a += branchSpread[b];
                }
                mean[i] = m;
                epistemic[i] = e;
                aleatoric[i] = a;
                // sd of log A where only the final stage's own sigma_a^2 is uncertain: d log A / d log s = s / A.
                logSd[i] = a > 0 ? ownAleatoricLogSd / a : 0;
            }
            finals.add(Posterior.of(mean, epistemic, aleatoric, logSd));
        }
        return finals;
    }

    /** The Cholesky factor of the stage's scatter correlation at every (setpoint, node) pair, row i * count + l. */
    private static double[][][] scatterFactors(ChainStage stage, Nodes in, double[][] stageSetpoints) {
        double[][][] factors = new double[in.points * in.count][][];
        for (int i = 0; i < in.points; i++) {
            for (int l = 0; l < in.count; l++) {
                double[] upstream = Arrays.copyOfRange(in.values[i], l * in.width, (l + 1) * in.width);
                factors[i * in.count + l] = cholesky(stage.correlation().at(Point.concat(stageSetpoints[i], upstream)));
            }
        }
        return factors;
    }

    /** Lower Cholesky factor of a correlation matrix; a (near-)singular one, |rho| = 1, gets zero pivots. */
    private static double[][] cholesky(double[][] r) {
        int m = r.length;
        double[][] factor = new double[m][m];
        for (int j = 0; j < m; j++) {
            for (int t = 0; t <= j; t++) {
                double s = r[j][t];
                for (int k = 0; k < t; k++) {
                    s -= factor[j][k] * factor[t][k];
                }
                if (t == j) {
                    factor[j][j] = Math.sqrt(Math.max(0, s));
                } else {
                    factor[j][t] = factor[t][t] > 0 ? s / factor[t][t] : 0;
                }
            }
        }
        return factor;
    }

    /** Each output's posterior at every (setpoint, node) pair, row i * count + l. */
    private static Posterior[] posteriors(ChainStage stage, Nodes in, double[][] stageSetpoints) {
        int d = stage.setpointDimension();
        int upstream = in.width;
        double[][] rows = new double[in.points * in.count][];
        for (int i = 0; i < in.points; i++) {
            for (int l = 0; l < in.count; l++) {
                double[] row = new double[d + upstream];
                System.arraycopy(stageSetpoints[i], 0, row, 0, d);
                System.arraycopy(in.values[i], l * upstream, row, d, upstream);
                rows[i * in.count + l] = row;
            }
        }
        Posterior[] out = new Posterior[stage.outputCount()];
        for (int j = 0; j < out.length; j++) {
            out[j] = inChunks(stage.outputs().get(j).model(), rows);
        }
        return out;
    }

    private static Posterior inChunks(Surrogate model, double[][] rows) {
        if (rows.length <= CHUNK_ROWS) {
            return model.posterior(rows);
        }
        double[] mean = new double[rows.length];
        double[] epistemic = new double[rows.length];
        double[] aleatoric = new double[rows.length];
        double[] logSd = new double[rows.length];
        for (int from = 0; from < rows.length; from += CHUNK_ROWS) {
            int to = Math.min(rows.length, from + CHUNK_ROWS);
            Posterior part = model.posterior(Arrays.copyOfRange(rows, from, to));
            for (int r = from; r < to; r++) {
                mean[r] = part.mean(r - from);
                epistemic[r] = part.epistemicVariance(r - from);
                aleatoric[r] = part.aleatoricVariance(r - from);
                logSd[r] = part.aleatoricLogSd(r - from);
            }
        }
        return Posterior.of(mean, epistemic, aleatoric, logSd);
    }

    private static double withinLimits(StageOutput output, double mean, double sd) {
        if (!output.limited()) {
            return 1;
        }
        if (sd == 0) {
            return mean >= output.lower() && mean <= output.upper() ? 1 : 0;
        }
        return Normal.interval((output.lower() - mean) / sd, (output.upper() - mean) / sd);
    }

    /** The setpoints of stage k, cut from setpoints that start at stage {@code first}. */
    private double[][] setpointsOf(double[][] setpoints, int first, int k) {
        int from = chain.setpointOffset(k) - chain.setpointOffset(first);
        int to = from + chain.stages().get(k).setpointDimension();
        double[][] out = new double[setpoints.length][];
        for (int i = 0; i < setpoints.length; i++) {
            out[i] = Arrays.copyOfRange(setpoints[i], from, to);
        }
        return out;
    }

    /** Two quadrature dimensions (xi and eps) per intermediate output from {@code stage} on. */
    private static int quadratureDimensions(ProcessChain chain, int stage) {
        int dimensions = 0;
        for (int k = stage; k < chain.stageCount() - 1; k++) {
            dimensions += 2 * chain.stages().get(k).outputCount();
        }
        return dimensions;
    }

    private static void requireFinite(String name, double[] values) {
        for (int j = 0; j < values.length; j++) {
            if (!Double.isFinite(values[j])) {
                throw new IllegalArgumentException(name + " has a non-finite value at index " + j + ": " + values[j]);
            }
        }
    }

    /**
     * Quadrature nodes shared by all setpoints of a batch: weight and epistemic branch per node, and per setpoint the
     * node's upstream output values (width per node) and the probability that the path to it stayed within limits.
     */
    private static final class Nodes {
        final int points;
        final int count;
        final int width;
        final int branches;
        final double[] weight;
        final int[] branch;
        final double[][] values;
        final double[][] conformance;

        Nodes(int points, int count, int width, int branches) {
            this.points = points;
            this.count = count;
            this.width = width;
            this.branches = branches;
            this.weight = new double[count];
            this.branch = new int[count];
            this.values = new double[points][count * width];
            this.conformance = new double[points][count];
        }

        static Nodes pointMass(int points, double[] upstream) {
            Nodes nodes = new Nodes(points, 1, upstream.length, 1);
            nodes.weight[0] = 1;
            for (int i = 0; i < points; i++) {
                System.arraycopy(upstream, 0, nodes.values[i], 0, upstream.length);
                nodes.conformance[i][0] = 1;
            }
            return nodes;
        }

        double[] conformance() {
            double[] out = new double[points];
            for (int i = 0; i < points; i++) {
                for (int l = 0; l < count; l++) {
                    out[i] += weight[l] * conformance[i][l];
                }
            }
            return out;
        }

        /** Mean and variance of each output value over the nodes, per setpoint. */
        void marginals(double[][] means, double[][] variances) {
            for (int j = 0; j < width; j++) {
                means[j] = new double[points];
                variances[j] = new double[points];
                for (int i = 0; i < points; i++) {
                    double m = 0;
                    for (int l = 0; l < count; l++) {
                        m += weight[l] * values[i][l * width + j];
                    }
                    double v = 0;
                    for (int l = 0; l < count; l++) {
                        double d = values[i][l * width + j] - m;
                        v += weight[l] * d * d;
                    }
                    means[j][i] = m;
                    variances[j][i] = v;
                }
            }
        }
    }
}
