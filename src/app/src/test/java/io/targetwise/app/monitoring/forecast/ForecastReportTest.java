package io.targetwise.app.monitoring.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** The report is read after every judged batch: it rates every outcome but lists only the newest. */
@QuarkusTest
class ForecastReportTest {
    @Inject
    ProcessService processes;
    @Inject
    ForecastOutcomes forecasts;

    @Test
    void theReportRatesEveryOutcomeAndListsTheNewestOnly() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        int total = ForecastOutcomes.LISTED.size() + 5;
        Instant start = Instant.parse("2026-11-01T00:00:00Z");
        int hits = 0;
        for (int i = 0; i < total; i++) {
            boolean inside = i % 4 != 0;
            hits += inside ? 1 : 0;
            store(process, ConsoleFixtures.proposal(process, new double[] {1, 1}), start.plusSeconds(i), inside);
        }

        ForecastReport report = forecasts.report(process);
        assertThat(report.judged()).isEqualTo(total);
        assertThat(report.hits()).isEqualTo(hits);
        assertThat(report.hitRate()).isEqualTo((double) hits / total);
        assertThat(report.outcomes()).hasSize(ForecastOutcomes.LISTED.size());
        assertThat(report.outcomes().get(0).recordedAt()).isEqualTo(start.plusSeconds(total - 1));
        long recentMisses = IntStream.range(total - ForecastOutcomes.RECENT, total).filter(i -> i % 4 == 0).count();
        assertThat(report.recentJudged()).isEqualTo(ForecastOutcomes.RECENT);
        assertThat(report.recentHits()).isEqualTo(ForecastOutcomes.RECENT - recentMisses);
    }

    private static void store(ProcessDefinition process, long proposalId, Instant at, boolean inside) {
        QuarkusTransaction.requiringNew().run(() -> {
            ForecastOutcomeEntity o = new ForecastOutcomeEntity();
            o.proposalId = proposalId;
            o.processId = process.id();
            o.predictedMean = 10;
            o.epistemicSd = 0.1;
            o.aleatoricSd = 0.2;
            o.replicates = 2;
            o.readingSd = 0.2;
            o.meanSd = 0.17;
            o.deliveredMean = inside ? 10.1 : 11;
            o.missSigma = inside ? 0.6 : 5.9;
            o.insideInterval = inside;
            o.measuredUntil = at;
            o.recordedAt = at;
            o.persist();
        });
    }
}
