package io.targetwise.benchmarks.problems.neon;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A stand-in for NEON's cell-tower problem, whose ground truth comes from an external radio simulator (CCO-in-ORAN)
 * that is not available here. Design: 15 downtilts in [0, 10] degrees (cast to integers, as there, so h is piecewise
 * constant in them) and 15 transmit powers in [30, 50] dBm. Field on a 50 x 50 grid of integer coordinates: the
 * received power R of the serving (strongest) tower and the interference I, the power sum of all other towers, both
 * in dBm. g as the digest of the paper's code states it, with T_w = -80 and T_s = 6: F = sum sig(T_w - R),
 * A = sig(R - T_w) sig(I + T_s - R), G = sum sig(I A + T_s - R A), maximise 0.25 F + 0.75 G.
 *
 * <p>The radio model is written for this project: towers at fixed positions (seeded) over a 5 km square, 30 m masts,
 * the 3GPP urban macro path loss 128.1 + 37.6 log10(d / km) dB and the 3GPP vertical antenna pattern
 * min(12 ((elevation - tilt) / 10)^2, 20) dB.
 */
public final class CellTowers implements CompositeProblem {
    public static final int TOWERS = 15;
    public static final int GRID = 50;
    private static final double AREA_KM = 5;
    private static final double MAST_HEIGHT_KM = 0.03;
    private static final double WEAK_THRESHOLD_DBM = -80;
    private static final double SHADOW_THRESHOLD_DB = 6;
    private static final long LAYOUT_SEED = 2171;

    private final double[][] towerPositionsKm;

    private CellTowers(double[][] towerPositionsKm) {
        this.towerPositionsKm = towerPositionsKm;
    }

    public static CellTowers create() {
        SplittableRandom layout = new SplittableRandom(LAYOUT_SEED);
        double[][] positions = new double[TOWERS][];
        for (int k = 0; k < TOWERS; k++) {
            positions[k] = new double[] {AREA_KM * layout.nextDouble(), AREA_KM * layout.nextDouble()};
        }
        return new CellTowers(positions);
    }

    @Override
    public String id() {
        return "neon-cell-towers";
    }

    @Override
    public double[] lowerBounds() {
        double[] lower = new double[2 * TOWERS];
        Arrays.fill(lower, TOWERS, 2 * TOWERS, 30);
        return lower;
    }

    @Override
    public double[] upperBounds() {
        double[] upper = new double[2 * TOWERS];
        Arrays.fill(upper, 0, TOWERS, 10);
        Arrays.fill(upper, TOWERS, 2 * TOWERS, 50);
        return upper;
    }

    @Override
    public double[][] queryPoints() {
        double[][] points = new double[GRID * GRID][];
        for (int i = 0; i < GRID; i++) {
            for (int j = 0; j < GRID; j++) {
                points[i * GRID + j] = new double[] {i, j};
            }
        }
        return points;
    }

    @Override
    public int channels() {
        return 2;
    }

    @Override
    public double[] field(double[] u) {
        CompositeProblem.requireInBox(this, u);
        double[] field = new double[GRID * GRID * 2];
        double[] received = new double[TOWERS];
        for (int i = 0; i < GRID; i++) {
            for (int j = 0; j < GRID; j++) {
                double x = (i + 0.5) * AREA_KM / GRID;
                double y = (j + 0.5) * AREA_KM / GRID;
                int serving = 0;
                for (int k = 0; k < TOWERS; k++) {
                    received[k] = receivedPower(k, (int) u[k], u[TOWERS + k], x, y);
                    if (received[k] > received[serving]) {
                        serving = k;
                    }
                }
                double interferenceMilliwatts = 0;
                for (int k = 0; k < TOWERS; k++) {
                    if (k != serving) {
                        interferenceMilliwatts += Math.pow(10, received[k] / 10);
                    }
                }
                field[(i * GRID + j) * 2] = received[serving];
                field[(i * GRID + j) * 2 + 1] = 10 * Math.log10(interferenceMilliwatts);
            }
        }
        return field;
    }

    @Override
    public double objective(double[] field) {
        double weak = 0;
        double overshadowed = 0;
        for (int p = 0; p < GRID * GRID; p++) {
            double r = field[2 * p];
            double interference = field[2 * p + 1];
            weak += sigmoid(WEAK_THRESHOLD_DBM - r);
            double a = sigmoid(r - WEAK_THRESHOLD_DBM) * sigmoid(interference + SHADOW_THRESHOLD_DB - r);
            overshadowed += sigmoid(interference * a + SHADOW_THRESHOLD_DB - r * a);
        }
        return 0.25 * weak + 0.75 * overshadowed;
    }

    @Override
    public boolean maximises() {
        return true;
    }

    /** Received power (dBm) from tower k with the given integer downtilt (degrees) and power (dBm) at (x, y) km. */
    double receivedPower(int k, int downtilt, double powerDbm, double x, double y) {
        double dx = x - towerPositionsKm[k][0];
        double dy = y - towerPositionsKm[k][1];
        double distanceKm = Math.max(0.01, Math.sqrt(dx * dx + dy * dy));
        double pathLoss = 128.1 + 37.6 * Math.log10(distanceKm);
        double elevation = Math.toDegrees(Math.atan(MAST_HEIGHT_KM / distanceKm));
        double offAxis = (elevation - downtilt) / 10;
        double antennaLoss = Math.min(12 * offAxis * offAxis, 20);
        return powerDbm - pathLoss - antennaLoss;
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }
}
