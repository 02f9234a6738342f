package io.targetwise.app.readings;

import java.time.Instant;

import io.targetwise.app.ingest.MeasurementMessage.Quality;

/**
 * A stored measurement, every column of it: what campaigns, forecasts, drift, chains and the REST API read. Values
 * are in the process's variable order; an environmental value the plant did not report is NaN, and a reading without
 * environment has none ({@code environment} null).
 *
 * @param id the ingest's sequence number: later commits never take lower ids than a campaign has settled
 */
public record StoredReading(long id, String eventId, long processId, Instant sourceTime, Instant receivedAt,
        double[] setpoint, double[] environment, double output, String unit, Quality quality, String batchId) {
}
