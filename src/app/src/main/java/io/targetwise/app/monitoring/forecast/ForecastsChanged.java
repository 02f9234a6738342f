package io.targetwise.app.monitoring.forecast;

/** CDI event: a forecast outcome of the process was recorded; observed after commit by live views. */
public record ForecastsChanged(long processId) {
}
