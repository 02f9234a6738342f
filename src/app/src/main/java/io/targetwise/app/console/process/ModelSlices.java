package io.targetwise.app.console.process;

import java.util.Arrays;
import java.util.List;

import io.targetwise.app.campaign.FittedModel;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.acquisition.ToleranceAcquisitions;
import io.targetwise.core.proposal.RobustError;
import io.targetwise.core.surrogate.Posterior;

/** What the model predicts along one variable, or over two, through the current best setpoint. */
final class ModelSlices {

    private ModelSlices() {
    }

    /** The posterior along design variable {@code v}, the others held at the incumbent's values. */
    record Slice(double[] xs, Posterior posterior) {
    }

    /** What the heat map shows: the expected squared error from target, or the probability of landing in tolerance. */
    enum Metric {
        EXPECTED_SQUARED_ERROR("expected squared error Ê", true),
        IN_TOLERANCE("probability in tolerance", false);

        final String label;
        final boolean lowIsGood;

        Metric(String label, boolean lowIsGood) {
            this.label = label;
            this.lowIsGood = lowIsGood;
        }

        double value(ProcessDefinition process, Posterior p, int i) {
            return switch (this) {
                case EXPECTED_SQUARED_ERROR -> RobustError.expected(p.mean(i), p.epistemicVariance(i),
                        p.aleatoricVariance(i), process.target());
                case IN_TOLERANCE -> ToleranceAcquisitions.probabilityInTolerance(p.mean(i), p.epistemicVariance(i),
                        p.aleatoricVariance(i), process.lowerSpecLimit(), process.upperSpecLimit());
            };
        }
    }

    static Slice slice(FittedModel model, ProcessDefinition process, int v, int points) {
        double[] xs = grid(process.designVariables().get(v), points);
        double[][] inputs = new double[points][];
        for (int i = 0; i < points; i++) {
            inputs[i] = model.incumbent().setpoint().toArray();
            inputs[i][v] = xs[i];
        }
        return new Slice(xs, model.surrogate().posterior(inputs));
    }

    /** values[i][j] at (variable vx = xs[i], variable vy = ys[j]), the other variables at the incumbent. */
    static double[][] heatMap(FittedModel model, ProcessDefinition process, int vx, int vy, Metric metric, double[] xs,
            double[] ys) {
        double[][] inputs = new double[xs.length * ys.length][];
        for (int i = 0; i < xs.length; i++) {
            for (int j = 0; j < ys.length; j++) {
                double[] x = model.incumbent().setpoint().toArray();
                x[vx] = xs[i];
                x[vy] = ys[j];
                inputs[i * ys.length + j] = x;
            }
        }
        Posterior p = model.surrogate().posterior(inputs);
        double[][] values = new double[xs.length][ys.length];
        for (int i = 0; i < xs.length; i++) {
            for (int j = 0; j < ys.length; j++) {
                values[i][j] = metric.value(process, p, i * ys.length + j);
            }
        }
        return values;
    }

    static double[] grid(ProcessDefinition.DesignVariable variable, int points) {
        double[] xs = new double[points];
        for (int i = 0; i < points; i++) {
            xs[i] = variable.lowerBound() + (variable.upperBound() - variable.lowerBound()) * i / (points - 1);
        }
        return xs;
    }

    static List<Double> boxed(double[] values) {
        return Arrays.stream(values).boxed().toList();
    }
}
