package io.targetwise.benchmarks.problems.neon;

/**
 * NEON's environmental model: two pollutant spills of mass M at the origin and, after time tau, at position L into
 * a one-dimensional channel with diffusivity D; the concentration is
 * h(s, t) = M / sqrt(4 pi D t) exp(-s^2 / (4 D t)) + 1[t > tau] M / sqrt(4 pi D (t - tau)) exp(-(s - L)^2 / (4 D (t - tau))),
 * observed at s in {0, 1, 2.5} and t in {15, 30, 45, 60}. g is the mean squared difference to the field of the true
 * parameters u* = (10, 0.07, 1.505, 30.1525) (the authors' code; the paper misprints L), to be minimised.
 */
public final class PollutantSpill implements CompositeProblem {
    public static final double[] TRUE_PARAMETERS = {10, 0.07, 1.505, 30.1525};
    private static final double[] POSITIONS = {0, 1, 2.5};
    private static final double[] TIMES = {15, 30, 45, 60};
    private static final double[] LOWER = {7, 0.02, 0.01, 30.01};
    private static final double[] UPPER = {13, 0.12, 3, 30.295};

    private final double[] trueField;

    private PollutantSpill() {
        this.trueField = concentrations(TRUE_PARAMETERS);
    }

    public static PollutantSpill create() {
        return new PollutantSpill();
    }

    @Override
    public String id() {
        return "neon-pollutant";
    }

    @Override
    public double[] lowerBounds() {
        return LOWER.clone();
    }

    @Override
    public double[] upperBounds() {
        return UPPER.clone();
    }

    /** Rows (t, s), time-major as in the authors' grid. */
    @Override
    public double[][] queryPoints() {
        double[][] points = new double[TIMES.length * POSITIONS.length][];
        int k = 0;
        for (double t : TIMES) {
            for (double s : POSITIONS) {
                points[k++] = new double[] {t, s};
            }
        }
        return points;
    }

    @Override
    public int channels() {
        return 1;
    }

    @Override
    public double[] field(double[] u) {
        CompositeProblem.requireInBox(this, u);
        return concentrations(u);
    }

    @Override
    public double objective(double[] field) {
        double sum = 0;
        for (int i = 0; i < trueField.length; i++) {
            double d = field[i] - trueField[i];
            sum += d * d;
        }
        return sum / trueField.length;
    }

    @Override
    public boolean maximises() {
        return false;
    }

    /** The concentration of spills (M, D, L, tau) at position s and time t. */
    public static double concentration(double[] u, double s, double t) {
        double mass = u[0];
        double diffusivity = u[1];
        double secondPosition = u[2];
        double secondTime = u[3];
        double c = mass / Math.sqrt(4 * Math.PI * diffusivity * t) * Math.exp(-s * s / (4 * diffusivity * t));
        if (t > secondTime) {
            double dt = t - secondTime;
            double ds = s - secondPosition;
            c += mass / Math.sqrt(4 * Math.PI * diffusivity * dt) * Math.exp(-ds * ds / (4 * diffusivity * dt));
        }
        return c;
    }

    private static double[] concentrations(double[] u) {
        double[] field = new double[TIMES.length * POSITIONS.length];
        int k = 0;
        for (double t : TIMES) {
            for (double s : POSITIONS) {
                field[k++] = concentration(u, s, t);
            }
        }
        return field;
    }
}
