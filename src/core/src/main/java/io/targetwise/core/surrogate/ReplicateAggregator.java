package io.targetwise.core.surrogate;

import io.targetwise.core.Grid;
import io.targetwise.core.Point;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups measurements into design points: readings whose setpoints agree within each variable's resolution are
 * replicates of one setpoint; {@link ReplicateStatistics} keeps each group's mean and variance precise.
 */
public final class ReplicateAggregator {
    private final double[] resolution;

    private ReplicateAggregator(double[] resolution) {
        this.resolution = resolution;
    }

    /**
     * @param resolution per variable the step within which setpoints count as equal; 0 means exact equality
     */
    public static ReplicateAggregator of(double... resolution) {
        for (int i = 0; i < resolution.length; i++) {
            if (!(resolution[i] >= 0) || Double.isInfinite(resolution[i])) {
                throw new IllegalArgumentException("resolution[" + i + "] must be finite and >= 0, got " + resolution[i]);
            }
        }
        return new ReplicateAggregator(resolution.clone());
    }

    /** Design points in order of first appearance; each setpoint is the snapped (grid) value. */
    public List<DesignPoint> aggregate(List<Measurement> measurements) {
        Map<Point, ReplicateStatistics> groups = new LinkedHashMap<>();
        for (int row = 0; row < measurements.size(); row++) {
            Measurement m = measurements.get(row);
            double[] x = m.setpoint().toArray();
            if (x.length != resolution.length) {
                throw new IllegalArgumentException("measurement " + row + " has " + x.length
                        + " setpoint variables, expected " + resolution.length);
            }
            groups.computeIfAbsent(Point.of(snap(x)), k -> new ReplicateStatistics()).add(m.output());
        }
        List<DesignPoint> points = new ArrayList<>(groups.size());
        groups.forEach((key, w) -> points.add(w.toDesignPoint(key)));
        return points;
    }

    /** The setpoint moved to the nearest multiple of each variable's resolution. */
    public double[] snap(double[] x) {
        double[] snapped = x.clone();
        for (int i = 0; i < snapped.length; i++) {
            snapped[i] = Grid.nearest(snapped[i], resolution[i]);
        }
        return snapped;
    }
}
