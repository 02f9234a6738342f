package io.targetwise.app.readings;

import java.util.ArrayList;
import java.util.List;

/**
 * Consecutive readings at one setpoint: the replicates the plant ran before moving on. They are the rational
 * subgroups of the capability indices and the groups the run chart shows.
 */
public record ReplicateGroup(List<Reading> readings) {

    public ReplicateGroup {
        readings = List.copyOf(readings);
    }

    /** Splits readings (oldest first) wherever the setpoint changes. */
    public static List<ReplicateGroup> of(List<Reading> readings) {
        List<ReplicateGroup> groups = new ArrayList<>();
        List<Reading> current = new ArrayList<>();
        for (Reading r : readings) {
            if (!current.isEmpty() && !current.get(current.size() - 1).sameSetpoint(r)) {
                groups.add(new ReplicateGroup(current));
                current = new ArrayList<>();
            }
            current.add(r);
        }
        if (!current.isEmpty()) {
            groups.add(new ReplicateGroup(current));
        }
        return groups;
    }

    public double[] outputs() {
        return readings.stream().mapToDouble(Reading::output).toArray();
    }

    public double mean() {
        return readings.stream().mapToDouble(Reading::output).average().orElseThrow();
    }

    public Reading first() {
        return readings.get(0);
    }

    public Reading last() {
        return readings.get(readings.size() - 1);
    }
}
