package io.targetwise.app.monitoring.forecast;

import java.util.List;

/**
 * How honest a process's campaign forecasts have been: the share of delivered means inside their 90 % interval, over
 * every judged proposal and over the latest {@value ForecastOutcomes#RECENT}. A calibrated model hits about 90 %.
 *
 * @param hitRate hits / outcomes; null before the first outcome
 * @param recentHitRate over the latest {@value ForecastOutcomes#RECENT} outcomes; null before the first outcome
 * @param outcomes newest first
 */
public record ForecastReport(long processId, int judged, int hits, Double hitRate, int recentJudged, int recentHits,
        Double recentHitRate, List<ForecastOutcomeView> outcomes) {

    public ForecastReport {
        outcomes = List.copyOf(outcomes);
    }

    static ForecastReport of(long processId, List<ForecastOutcomeView> newestFirst) {
        List<ForecastOutcomeView> recent = newestFirst.subList(0, Math.min(ForecastOutcomes.RECENT, newestFirst.size()));
        int hits = hits(newestFirst);
        int recentHits = hits(recent);
        return new ForecastReport(processId, newestFirst.size(), hits, rate(hits, newestFirst.size()), recent.size(),
                recentHits, rate(recentHits, recent.size()), newestFirst);
    }

    /** Misses among the latest {@code count} outcomes. */
    public long missesInLatest(int count) {
        return outcomes.stream().limit(count).filter(o -> !o.insideInterval()).count();
    }

    private static int hits(List<ForecastOutcomeView> outcomes) {
        return (int) outcomes.stream().filter(ForecastOutcomeView::insideInterval).count();
    }

    private static Double rate(int hits, int of) {
        return of == 0 ? null : (double) hits / of;
    }
}
