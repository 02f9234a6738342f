package io.targetwise.core.proposal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;

/**
 * What moving one design variable from the reference setpoint (the running one, else the incumbent) to the proposal
 * does under the model, to first order: the change times the model's local slope of the predicted mean and of the
 * aleatoric standard deviation in that variable. The slopes are taken by central differences at the midpoint of the
 * move, which makes the effect exact for a model quadratic in the variable and keeps it honest for long moves, where
 * the slope at either end could point the other way.
 *
 * @param meanEffect   predicted change of the output's mean from this variable's move
 * @param spreadEffect predicted change of the process's standard deviation sigma_a from this variable's move
 */
public record VariableEffect(String variable, double from, double to, double meanEffect, double spreadEffect) {

    /** Relative step of the central differences, in units of the variable's range. */
    private static final double STEP = 1e-4;

    public double change() {
        return to - from;
    }

    /** One effect per design variable of the space, in its order; a variable that does not move has none (zero). */
    static List<VariableEffect> of(Surrogate surrogate, SearchSpace space, double[] from, double[] to) {
        List<SetpointVariable> variables = space.variables();
        double[] middle = new double[to.length];
        for (int i = 0; i < to.length; i++) {
            middle[i] = (from[i] + to[i]) / 2;
        }
        List<Integer> moved = new ArrayList<>();
        double[][] probes = new double[2 * to.length][];
        double[] steps = new double[to.length];
        for (int i = 0; i < to.length; i++) {
            if (to[i] != from[i]) {
                SetpointVariable v = variables.get(i);
                steps[i] = STEP * Math.max(v.upper() - v.lower(), Math.abs(to[i] - from[i]));
                for (int side = 0; side < 2; side++) {
                    double[] probe = middle.clone();
                    probe[i] += side == 0 ? steps[i] : -steps[i];
                    probes[2 * moved.size() + side] = space.surrogateInput(probe);
                }
                moved.add(i);
            }
        }
        Posterior slopes = moved.isEmpty() ? null
                : surrogate.posterior(Arrays.copyOf(probes, 2 * moved.size()));
        List<VariableEffect> effects = new ArrayList<>(to.length);
        for (int i = 0, k = 0; i < to.length; i++) {
            double mean = 0;
            double spread = 0;
            if (k < moved.size() && moved.get(k) == i) {
                double scale = (to[i] - from[i]) / (2 * steps[i]);
                mean = (slopes.mean(2 * k) - slopes.mean(2 * k + 1)) * scale;
                spread = (Math.sqrt(slopes.aleatoricVariance(2 * k)) - Math.sqrt(slopes.aleatoricVariance(2 * k + 1)))
                        * scale;
                k++;
            }
            effects.add(new VariableEffect(variables.get(i).name(), from[i], to[i], mean, spread));
        }
        return List.copyOf(effects);
    }
}
