package io.targetwise.app.readings;

import java.time.Instant;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.ReplicateStatistics;

/** The replicate statistics the ingest keeps at one (resolution-snapped) setpoint of a process. */
public record StoredDesignPoint(double[] setpoint, long replicates, double mean, double sumSquaredDeviations,
        Instant firstMeasuredAt, Instant lastMeasuredAt) {

    public DesignPoint toDesignPoint() {
        return ReplicateStatistics.of(replicates, mean, sumSquaredDeviations).toDesignPoint(Point.of(setpoint));
    }
}
