package io.targetwise.app.monitoring.forecast;

import java.util.List;

/**
 * How honest a process's campaign forecasts have been: the share of delivered means inside their 90 % interval, over
 * every judged proposal and over the latest {@value ForecastOutcomes#RECENT}. A calibrated model hits about 90 %.
 *
 * @param hitRate hits / outcomes; null before the first outcome
 * @param recentHitRate over the latest {@value ForecastOutcomes#RECENT} outcomes; null before the first outcome
 * @param outcomes the newest, newest first (at most {@link io.targetwise.app.common.PageRequest#MAX_SIZE})
 */
public record ForecastReport(long processId, int judged, int hits, Double hitRate, int recentJudged, int recentHits,
        Double recentHitRate, List<ForecastOutcomeView> outcomes) {

    public ForecastReport {
        outcomes = List.copyOf(outcomes);
    }

    /**
     * @param judged every outcome of the process
     * @param hits those of them inside their interval
     * @param newestFirst the newest outcomes, at least {@value ForecastOutcomes#RECENT} of them where there are
     */
    static ForecastReport of(long processId, long judged, long hits, List<ForecastOutcomeView> newestFirst) {
        List<ForecastOutcomeView> recent = newestFirst.subList(0, Math.min(ForecastOutcomes.RECENT, newestFirst.size()));
        int recentHits = (int) recent.stream().filter(ForecastOutcomeView::insideInterval).count();
        return new ForecastReport(processId, Math.toIntExact(judged), Math.toIntExact(hits),
                rate(hits, judged), recent.size(), recentHits, rate(recentHits, recent.size()), newestFirst);
    }

    /** Misses among the latest {@code count} outcomes. */
    public long missesInLatest(int count) {
        return outcomes.stream().limit(count).filter(o -> !o.insideInterval()).count();
    }

    private static Double rate(long hits, long of) {
        return of == 0 ? null : (double) hits / of;
    }
}
