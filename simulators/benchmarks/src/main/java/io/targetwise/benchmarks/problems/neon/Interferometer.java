package io.targetwise.benchmarks.problems.neon;

/**
 * A stand-in for NEON's optical-interferometer problem, whose ground truth comes from an external simulator
 * (gym_interf) that is not available here. The functional g is the paper's: per frame t the Gaussian-windowed total
 * intensity Int_t = sum_xy exp(-((x - .5)^2 + (y - .5)^2) / 0.95^2) I_t(x, y) on the 64 x 64 grid arange(64) / 64,
 * the soft maximum and minimum over the 16 frames I_max = LSE_t(Int_t), I_min = -LSE_t(-Int_t), and the visibility
 * V = (I_max - I_min) / (I_max + I_min) <= 1, to be maximised (frames clipped to [0, 255] first).
 *
 * <p>The field h is a two-beam Mach-Zehnder model written for this project: a fixed Gaussian reference beam and a
 * second beam whose lateral offset is set by the sum and whose tilt by the difference of the two mirrors' angles
 * (u1, u2 for mirror 1 in x and y, u3, u4 for mirror 2); the 16 frames step the path difference by 2 pi / 16. Aligned
 * mirrors (u = 0) overlap the beams exactly and give V = 1; misalignment shifts the spots apart and adds fringes that
 * wash out the frame-to-frame modulation.
 */
public final class Interferometer implements CompositeProblem {
    public static final int FRAMES = 16;
    public static final int GRID = 64;
    private static final double BEAM_RADIUS = 0.2;
    /** Lateral beam offset (grid units) per unit of mirror-angle sum. */
    private static final double OFFSET_PER_ANGLE = 0.3;
    /** Fringe wave number (radians per grid unit) per unit of mirror-angle difference. */
    private static final double TILT_PER_ANGLE = 40;
    private static final double WINDOW_RADIUS = 0.95;
    private static final double FULL_SCALE = 255;

    private Interferometer() {
    }

    public static Interferometer create() {
        return new Interferometer();
    }

    @Override
    public String id() {
        return "neon-interferometer";
    }

    @Override
    public double[] lowerBounds() {
        return new double[] {-1, -1, -1, -1};
    }

    @Override
    public double[] upperBounds() {
        return new double[] {1, 1, 1, 1};
    }

    @Override
    public double[][] queryPoints() {
        double[][] points = new double[GRID * GRID][];
        for (int i = 0; i < GRID; i++) {
            for (int j = 0; j < GRID; j++) {
                points[i * GRID + j] = new double[] {i / (double) GRID, j / (double) GRID};
            }
        }
        return points;
    }

    @Override
    public int channels() {
        return FRAMES;
    }

    @Override
    public double[] field(double[] u) {
        CompositeProblem.requireInBox(this, u);
        double offsetX = OFFSET_PER_ANGLE * (u[0] + u[2]) / 2;
        double offsetY = OFFSET_PER_ANGLE * (u[1] + u[3]) / 2;
        double waveX = TILT_PER_ANGLE * (u[0] - u[2]) / 2;
        double waveY = TILT_PER_ANGLE * (u[1] - u[3]) / 2;
        double[] field = new double[GRID * GRID * FRAMES];
        for (int i = 0; i < GRID; i++) {
            for (int j = 0; j < GRID; j++) {
                double x = i / (double) GRID - 0.5;
                double y = j / (double) GRID - 0.5;
                double reference = Math.exp(-(x * x + y * y) / (BEAM_RADIUS * BEAM_RADIUS));
                double dx = x - offsetX;
                double dy = y - offsetY;
                double second = Math.exp(-(dx * dx + dy * dy) / (BEAM_RADIUS * BEAM_RADIUS));
                double fringe = waveX * x + waveY * y;
                for (int t = 0; t < FRAMES; t++) {
                    double phase = fringe + 2 * Math.PI * t / FRAMES;
                    // |E1 + E2 e^{i phase}|^2, scaled so that two aligned unit beams peak at full scale.
                    double intensity = reference * reference + second * second
                            + 2 * reference * second * Math.cos(phase);
                    field[(i * GRID + j) * FRAMES + t] = FULL_SCALE / 4 * intensity;
                }
            }
        }
        return field;
    }

    @Override
    public double objective(double[] field) {
        double[] total = new double[FRAMES];
        for (int i = 0; i < GRID; i++) {
            for (int j = 0; j < GRID; j++) {
                double x = i / (double) GRID - 0.5;
                double y = j / (double) GRID - 0.5;
                double window = Math.exp(-(x * x + y * y) / (WINDOW_RADIUS * WINDOW_RADIUS));
                for (int t = 0; t < FRAMES; t++) {
                    double clipped = Math.min(FULL_SCALE, Math.max(0, field[(i * GRID + j) * FRAMES + t]));
                    total[t] += window * clipped;
                }
            }
        }
        double maximum = logSumExp(total, 1);
        double minimum = -logSumExp(total, -1);
        return (maximum - minimum) / (maximum + minimum);
    }

    @Override
    public boolean maximises() {
        return true;
    }

    /** log sum exp(sign * v), computed from the largest term so that it cannot overflow. */
    private static double logSumExp(double[] values, double sign) {
        double largest = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            largest = Math.max(largest, sign * v);
        }
        double sum = 0;
        for (double v : values) {
            sum += Math.exp(sign * v - largest);
        }
        return largest + Math.log(sum);
    }
}
