package io.targetwise.app.console.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.targetwise.app.campaign.CampaignIterationView;
import io.targetwise.app.console.chart.Axis;
import io.targetwise.app.console.chart.LimitLine;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.widgets.RunChart;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.setpoint.SetpointCommandView;

/** The process view's convergence and capability charts, drawn from data without a running application. */
class ProcessChartsTest {
    private static final Instant T0 = Instant.parse("2026-11-21T08:00:00Z");
    private static final ProcessDefinition PROCESS = new ProcessDefinition(1L, "Press", null,
            List.of(new ProcessDefinition.DesignVariable("force", "kN", 0.0, 10.0, null)), List.of(),
            new ProcessDefinition.Output("height", "mm"), 10.0, 9.0, 11.0, 2);

    private static CampaignIterationView refit(int version, double error) {
        return new CampaignIterationView(version, T0.plusSeconds(version), 3, 6, error, Map.of("force", 5.0), 12);
    }

    @Test
    void theHistoryShowsEMinByModelVersionAndRedrawsRatherThanAppends() {
        TrendChart chart = HistoryChart.create(PROCESS);
        HistoryChart.draw(chart, List.of(refit(1, 0.5), refit(2, 0.05)));
        HistoryChart.draw(chart, List.of(refit(1, 0.5), refit(2, 0.05), refit(3, 0.01)));

        assertThat(chart.series()).extracting(Series::name).containsExactly("E_min", "refit");
        assertThat(chart.series().get(0).points()).containsExactly(new PlotPoint(1, 0.5), new PlotPoint(2, 0.05),
                new PlotPoint(3, 0.01));
    }

    @Test
    void theHistogramBinsEveryReadingBetweenBothLimitsAndMarksThem() {
        double[] outputs = {9.5, 9.9, 10.0, 10.1, 10.4, 11.8};
        List<Reading> readings = inPairs(outputs);
        TrendChart chart = CapabilityHistogram.create(PROCESS);

        CapabilityHistogram.draw(chart, PROCESS, readings);

        List<PlotPoint> bins = chart.series().get(0).points();
        assertThat(bins).as("at least six bins").hasSize(6);
        assertThat(bins.stream().mapToDouble(PlotPoint::y).sum()).isEqualTo(outputs.length);
        assertThat(bins.get(0).x()).as("the first bin starts at LSL").isGreaterThan(9.0).isLessThan(9.5);
        assertThat(bins.get(bins.size() - 1).y()).as("the reading beyond USL has a bin").isEqualTo(1);
        assertThat(chart.limitLines()).extracting(l -> l.label()).containsExactly("LSL", "target", "USL");
        assertThat(chart.title()).as("replicate groups are the subgroups").startsWith("Cpk ")
                .endsWith(" · n = 6 in 3 groups");
    }

    /** A second apart, two readings at each setpoint. */
    private static List<Reading> inPairs(double... outputs) {
        List<Reading> readings = new ArrayList<>();
        for (int i = 0; i < outputs.length; i++) {
            readings.add(new Reading(T0.plusSeconds(i), io.targetwise.core.Point.of(i / 2), outputs[i]));
        }
        return readings;
    }

    private static List<Reading> atOneSetpointAfterAnother(double[] earlier, double[] running) {
        List<Reading> readings = new ArrayList<>();
        for (int i = 0; i < earlier.length; i++) {
            readings.add(new Reading(T0.plusSeconds(i), io.targetwise.core.Point.of(2), earlier[i]));
        }
        for (int i = 0; i < running.length; i++) {
            readings.add(new Reading(T0.plusSeconds(100 + i), io.targetwise.core.Point.of(5), running[i]));
        }
        return readings;
    }

    @Test
    void theRunningSetpointGetsControlLimitsFromItsOwnSpreadAndItsBrokenRulesNamed() {
        // Running setpoint: centre 141.4 / 14 = 10.1, moving ranges 3.0 / 13 so sigma = 0.205; the first nine readings
        // all lie below the centre (Western Electric's 8 on one side, at the 8th and 9th) and the last is 6 sigma up.
        double[] running = {10.0, 9.8, 10.0, 9.8, 10.0, 9.8, 10.0, 9.8, 10.0, 10.2, 10.2, 10.2, 10.2, 11.4};
        TrendChart chart = RunChart.create(PROCESS);

        RunChart.draw(chart, PROCESS, atOneSetpointAfterAnother(new double[] {7, 8, 7}, running), List.of());

        Series limits = chart.series().stream().filter(s -> s.name().startsWith("control limits")).findFirst()
                .orElseThrow();
        double sigma = io.targetwise.core.spc.ControlLimits.fromIndividuals(running).sigma();
        double centre = java.util.Arrays.stream(running).average().orElseThrow();
        assertThat(limits.points()).extracting(PlotPoint::y).containsExactly(centre + 3 * sigma, centre + 3 * sigma,
                centre - 3 * sigma, centre - 3 * sigma);
        assertThat(limits.points().get(0).x()).as("drawn from the running setpoint's first reading")
                .isEqualTo(T0.plusSeconds(100).toEpochMilli());
        assertThat(chart.markers()).extracting(m -> m.name()).containsExactly("out of tolerance",
                "rule 1: 1 point beyond 3 sigma", "rule 2: 8 points in a row on one side of the centre line");
        assertThat(chart.markers().get(2).points()).extracting(PlotPoint::x).containsExactly(
                (double) T0.plusSeconds(107).toEpochMilli(), (double) T0.plusSeconds(108).toEpochMilli());
        assertThat(chart.markers().stream().filter(m -> m.name().startsWith("rule 1")).findFirst().orElseThrow()
                .points()).containsExactly(new PlotPoint(T0.plusSeconds(113).toEpochMilli(), 11.4));
    }

    @Test
    void aRunningSetpointWithFewReadingsHasNoControlLimitsYet() {
        TrendChart chart = RunChart.create(PROCESS);
        RunChart.draw(chart, PROCESS, atOneSetpointAfterAnother(new double[] {7, 8, 7, 9, 8, 7, 8, 9, 7},
                new double[] {10, 10.1, 9.9}), List.of());
        assertThat(chart.series()).extracting(Series::name).doesNotContain("control limits (UCL, LCL)");
        assertThat(chart.markers()).extracting(m -> m.name()).noneMatch(n -> n.startsWith("rule"));
    }

    @Test
    void everyChartNamesBothAxesWithUnits() {
        assertThat(List.of(RunChart.create(PROCESS), RunChart.sparkline(PROCESS), CapabilityHistogram.create(PROCESS),
                HistoryChart.create(PROCESS))).extracting(TrendChart::xName, TrendChart::yName).containsExactly(
                        tuple("time", "height [mm]"), tuple("time", "height [mm]"), tuple("height [mm]", "readings per bin"),
                        tuple("model version (refit)", "E_min [mm²]"));
    }

    @Test
    void aFarOutlierIsClippedAtTheTopWhileTheExplorationAroundItStaysInView() {
        List<Reading> readings = inPairs(7, 7.2, 8, 8.1, 9.9, 10.1, 10, 9.8, 10.2, 1000);
        TrendChart chart = RunChart.create(PROCESS);

        RunChart.draw(chart, PROCESS, readings, List.of());

        assertThat(chart.yRange().min()).as("the lowest reading is no outlier").isEqualTo(7);
        assertThat(chart.yRange().max()).isGreaterThanOrEqualTo(11).isLessThan(20);
        assertThat(chart.clipped()).singleElement().satisfies(c -> {
            assertThat(c.value()).isEqualTo(1000);
            assertThat(c.edge()).isEqualTo(chart.yRange().max());
            assertThat(c.tone()).as("out of tolerance, so marked abnormal").isEqualTo(Tone.ABNORMAL);
        });
    }

    @Test
    void approvalsAndRevertsSinceTheFirstReadingAreLabelledLinesAtTheirMoment() {
        List<Reading> readings = atOneSetpointAfterAnother(new double[] {9.8, 10.2}, new double[] {10.1, 9.9});
        TrendChart chart = RunChart.create(PROCESS);

        RunChart.draw(chart, PROCESS, readings, List.of(command("REVERT", null, T0.plusSeconds(150)),
                command("APPROVED", 12L, T0.plusSeconds(50)), command("APPROVED", 11L, T0.minusSeconds(60))));

        assertThat(chart.limitLines()).filteredOn(l -> !l.label().isEmpty() && l.axis() == Axis.X)
                .extracting(LimitLine::label, LimitLine::value).containsExactly(
                        tuple("revert", (double) T0.plusSeconds(150).toEpochMilli()),
                        tuple("P12 approved", (double) T0.plusSeconds(50).toEpochMilli()));
    }

    private static SetpointCommandView command(String kind, Long proposalId, Instant issuedAt) {
        return new SetpointCommandView(kind + issuedAt, kind, proposalId, Map.of("force", 5.0), "olga", issuedAt,
                "why", issuedAt);
    }

    @Test
    void theHistogramLeavesAFarOutlierOutOfItsBinsAndSaysSo() {
        List<Reading> readings = inPairs(9.5, 9.9, 10.0, 10.1, 10.4, 1000);
        TrendChart chart = CapabilityHistogram.create(PROCESS);

        CapabilityHistogram.draw(chart, PROCESS, readings);

        assertThat(chart.series().get(0).points().stream().mapToDouble(PlotPoint::y).sum()).isEqualTo(5);
        assertThat(chart.series().get(0).points()).allSatisfy(bin -> assertThat(bin.x()).isLessThan(12));
        assertThat(chart.title()).endsWith(" · n = 6 in 3 groups · 1 beyond the axis");
    }

    @Test
    void oneGroupIsNotGroups() {
        TrendChart chart = CapabilityHistogram.create(PROCESS);
        CapabilityHistogram.draw(chart, PROCESS, List.of(new Reading(T0, io.targetwise.core.Point.of(1), 9.9),
                new Reading(T0.plusSeconds(1), io.targetwise.core.Point.of(1), 10.1)));
        assertThat(chart.title()).endsWith(" · n = 2 in 1 group");
    }

    @Test
    void noReadingsMakeNoBins() {
        assertThat(CapabilityHistogram.bins(PROCESS, List.of())).isEmpty();
    }
}
