package io.targetwise.core.spc;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Evaluates run rules on readings in time order against control limits. A rule is reported at the point that
 * completes its pattern, and again at every later point that keeps it going (as Minitab and most SPC software flag
 * them); the 2-of-3 and 4-of-5 rules are reported only where the completing point is itself beyond the zone, so that one
 * excursion is not reported twice.
 */
public final class RunRules {

    /** The rules an operator has agreed to watch. */
    public enum RuleSet {
        /** Western Electric Handbook (1956): beyond 3 sigma, 2 of 3 beyond 2 sigma, 4 of 5 beyond 1 sigma, 8 on one side. */
        WESTERN_ELECTRIC(EnumSet.of(RunRule.BEYOND_3_SIGMA, RunRule.TWO_OF_THREE_BEYOND_2_SIGMA,
                RunRule.FOUR_OF_FIVE_BEYOND_1_SIGMA, RunRule.EIGHT_ON_ONE_SIDE)),
        /** Nelson (1984): all eight rules, the side run at 9 points. */
        NELSON(EnumSet.complementOf(EnumSet.of(RunRule.EIGHT_ON_ONE_SIDE)));

        private final Set<RunRule> rules;

        RuleSet(Set<RunRule> rules) {
            this.rules = rules;
        }

        public Set<RunRule> rules() {
            return EnumSet.copyOf(rules);
        }
    }

    /** A rule broken at the reading with this index. */
    public record Violation(int index, RunRule rule) {
    }

    private RunRules() {
    }

    /**
     * @return the violations ordered by index, then by rule
     * @throws IllegalArgumentException if a reading is not finite
     */
    public static List<Violation> evaluate(double[] readings, ControlLimits limits, RuleSet ruleSet) {
        double[] z = new double[readings.length];
        for (int i = 0; i < readings.length; i++) {
            if (!Double.isFinite(readings[i])) {
                throw new IllegalArgumentException("readings must be finite, got " + readings[i] + " at " + i);
            }
            z[i] = limits.standardised(readings[i]);
        }
        List<Violation> found = new ArrayList<>();
        for (int i = 0; i < z.length; i++) {
            for (RunRule rule : ruleSet.rules) {
                if (broken(rule, readings, z, i)) {
                    found.add(new Violation(i, rule));
                }
            }
        }
        return found;
    }

    private static boolean broken(RunRule rule, double[] x, double[] z, int i) {
        return switch (rule) {
            case BEYOND_3_SIGMA -> Math.abs(z[i]) > 3;
            case NINE_ON_ONE_SIDE -> oneSide(z, i, 9);
            case EIGHT_ON_ONE_SIDE -> oneSide(z, i, 8);
            case SIX_TRENDING -> trending(x, i, 6);
            case FOURTEEN_ALTERNATING -> alternating(x, i, 14);
            case TWO_OF_THREE_BEYOND_2_SIGMA -> beyondOnOneSide(z, i, 3, 2, 2);
            case FOUR_OF_FIVE_BEYOND_1_SIGMA -> beyondOnOneSide(z, i, 5, 4, 1);
            case FIFTEEN_WITHIN_1_SIGMA -> i >= 14 && all(z, i, 15, v -> Math.abs(v) < 1);
            case EIGHT_BEYOND_1_SIGMA_BOTH_SIDES -> i >= 7 && all(z, i, 8, v -> Math.abs(v) > 1)
                    && !all(z, i, 8, v -> v > 0) && !all(z, i, 8, v -> v < 0);
        };
    }

    private static boolean all(double[] z, int end, int count, java.util.function.DoublePredicate test) {
        for (int k = end - count + 1; k <= end; k++) {
            if (!test.test(z[k])) {
                return false;
            }
        }
        return true;
    }

    /** The last {@code count} points strictly above, or strictly below, the centre line. */
    private static boolean oneSide(double[] z, int end, int count) {
        return end >= count - 1 && (all(z, end, count, v -> v > 0) || all(z, end, count, v -> v < 0));
    }

    /** The last {@code count} points each strictly above, or each strictly below, the one before. */
    private static boolean trending(double[] x, int end, int count) {
        if (end < count - 1) {
            return false;
        }
        boolean up = true;
        boolean down = true;
        for (int k = end - count + 2; k <= end; k++) {
            up &= x[k] > x[k - 1];
            down &= x[k] < x[k - 1];
        }
        return up || down;
    }

    /** The last {@code count} points going up and down in turn (no step of zero). */
    private static boolean alternating(double[] x, int end, int count) {
        if (end < count - 1) {
            return false;
        }
        for (int k = end - count + 2; k <= end; k++) {
            double step = x[k] - x[k - 1];
            if (step == 0 || (k > end - count + 2 && Math.signum(step) == Math.signum(x[k - 1] - x[k - 2]))) {
                return false;
            }
        }
        return true;
    }

    /** At least {@code needed} of the last {@code window} points beyond {@code zone} sigma on the side of point end. */
    private static boolean beyondOnOneSide(double[] z, int end, int window, int needed, double zone) {
        if (end < needed - 1 || Math.abs(z[end]) <= zone) {
            return false;
        }
        double side = Math.signum(z[end]);
        int beyond = 0;
        for (int k = Math.max(0, end - window + 1); k <= end; k++) {
            beyond += side * z[k] > zone ? 1 : 0;
        }
        return beyond >= needed;
    }
}
