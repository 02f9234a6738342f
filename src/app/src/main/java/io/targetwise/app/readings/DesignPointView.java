package io.targetwise.app.readings;

import java.time.Instant;
import java.util.Map;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.surrogate.DesignPoint;

/** Replicate statistics at one setpoint; sampleVariance and standardError are null below two replicates. */
public record DesignPointView(Map<String, Double> setpoints, long replicates, double mean, Double sampleVariance,
        Double standardError, Instant firstMeasuredAt, Instant lastMeasuredAt) {

    public static DesignPointView of(StoredDesignPoint d, ProcessDefinition process) {
        DesignPoint p = d.toDesignPoint();
        return new DesignPointView(process.namedSetpoints(d.setpoint()), d.replicates(), d.mean(),
                p.hasVarianceEstimate() ? p.sampleVariance() : null,
                p.hasVarianceEstimate() ? p.standardError() : null, d.firstMeasuredAt(), d.lastMeasuredAt());
    }
}
