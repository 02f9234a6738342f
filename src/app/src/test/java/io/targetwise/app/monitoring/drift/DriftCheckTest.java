package io.targetwise.app.monitoring.drift;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.targetwise.app.ingest.MeasurementMessage.Quality;
import io.targetwise.app.proposal.ProposalForecast;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.readings.StoredReading;

class DriftCheckTest {

    /** Forecast 10 with an exact mean (sigma_e = 0) and sigma_a = 1: the residuals are the readings minus 10. */
    private static ProposalForecast exactForecast() {
        return new ProposalForecast(7L, 1, ProposalStatus.APPROVED, new double[] {4, 1}, 10, 0, 1,
                Double.POSITIVE_INFINITY, 0.9, 0, "acquisition");
    }

    private static List<StoredReading> readings(double... outputs) {
        List<StoredReading> readings = new ArrayList<>();
        for (int i = 0; i < outputs.length; i++) {
            readings.add(new StoredReading(i + 1, "e" + i, 1, Instant.ofEpochSecond(i), Instant.ofEpochSecond(i),
                    new double[] {4, 1}, null, outputs[i], "mm", Quality.GOOD, null));
        }
        return readings;
    }

    @Test
    void steadyReadingsGiveNoSignal() {
        assertThat(DriftCheck.latestSignal(exactForecast(), readings(10.4, 9.6, 10.3, 9.8, 10.5, 9.5, 10.0)))
                .isEmpty();
    }

    @Test
    void theChartRestartsAfterASignalAndReportsTheLatest() {
        // +2 sigma from the start: upper sums 1.5, 3.0, 4.5, 6.0 cross h = 5 at the 4th reading (shift 0.5 + 6/4).
        // The chart restarts at the 5th; four readings of +2 again signal at the 8th.
        DriftCheck.Signal first = DriftCheck.latestSignal(exactForecast(), readings(12, 12, 12, 12)).orElseThrow();
        assertThat(first.atReading()).isEqualTo(4);
        assertThat(first.shiftSigmas()).isCloseTo(2.0, within(1e-12));
        assertThat(first.shift()).isCloseTo(2.0, within(1e-12));

        DriftCheck.Signal latest = DriftCheck.latestSignal(exactForecast(), readings(12, 12, 12, 12, 12, 12, 12, 12)).orElseThrow();
        assertThat(latest.atReading()).isEqualTo(8);
        assertThat(latest.readings()).isEqualTo(8);
        assertThat(latest.receivedAt()).isEqualTo(Instant.ofEpochSecond(7));
        assertThat(latest.proposalId()).isEqualTo(7L);
    }

    @Test
    void aFallSignalsDownward() {
        // -3 sigma: lower sums 2.5, 5.0 (not above h), 7.5 at the 3rd reading; shift -(0.5 + 7.5 / 3)
        DriftCheck.Signal signal = DriftCheck.latestSignal(exactForecast(), readings(7, 7, 7)).orElseThrow();
        assertThat(signal.atReading()).isEqualTo(3);
        assertThat(signal.shiftSigmas()).isCloseTo(-3.0, within(1e-12));
    }

    @Test
    void inControlTheChartWaitsAboutItsNominalRunLength() {
        assertThat(DriftCheck.IN_CONTROL_RUN_LENGTH).isBetween(455L, 475L);
    }
}
