package io.targetwise.app.monitoring.forecast;

/** An approved proposal's forecast was judged against what the plant delivered; fired in the recording transaction. */
public record ForecastJudged(ForecastOutcomeView outcome) {
}
