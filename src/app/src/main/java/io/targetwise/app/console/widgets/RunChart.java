package io.targetwise.app.console.widgets;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import io.targetwise.app.common.Formats;
import io.targetwise.app.console.chart.Axis;
import io.targetwise.app.console.chart.LimitLine;
import io.targetwise.app.console.chart.Markers;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.chart.Zone;
import io.targetwise.app.monitoring.ControlCheck;
import io.targetwise.app.monitoring.ProcessStatus;
import io.targetwise.app.monitoring.ToleranceState;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.ReplicateGroup;
import io.targetwise.app.setpoint.SetpointCommandKind;
import io.targetwise.app.setpoint.SetpointCommandView;
import io.targetwise.core.spc.ControlLimits;
import io.targetwise.core.spc.RunRule;
import io.targetwise.core.spc.RunRules;

/**
 * The run chart of a process output: readings over time against the target and the tolerance band [LSL, USL]
 * (specification limits), readings out of tolerance marked, each replicate group's mean, and the moments the
 * setpoint changed. At the running setpoint, once it has {@value ControlCheck#CONTROL_BASELINE} readings, the
 * control limits from the process's own spread there ({@link ControlLimits}, drawn over that period only, since
 * another setpoint has another mean) and the Western Electric rules it breaks ({@link ControlCheck}), each rule a
 * marker series named after it. Each approval and revert is a labelled line; far outliers are clipped at the edge
 * ({@link #yRange}).
 */
public final class RunChart {

    /** Readings beyond this many interquartile ranges of the quartiles are far outliers (Tukey's "far out"). */
    private static final double FAR_OUT = 3;

    private RunChart() {
    }

    public static TrendChart create(ProcessDefinition process) {
        return new TrendChart("time", TrendChart.XAxis.TIME, Formats.quantity(process.output().name(),
                process.output().unit())).setZoomable(true);
    }

    /** @param commands the process's setpoint commands; those issued before the first reading are left out */
    public static void draw(TrendChart chart, ProcessDefinition process, List<Reading> readings,
            List<SetpointCommandView> commands) {
        chart.clear();
        tolerance(chart, process);
        chart.setYRange(yRange(process, readings));
        List<ReplicateGroup> groups = ReplicateGroup.of(readings);
        chart.addSeries(new Series("reading", Series.Kind.POINTS, Tone.NORMAL, points(readings)));
        List<PlotPoint> means = new ArrayList<>();
        for (ReplicateGroup g : groups) {
            means.add(new PlotPoint(millis(g.first()), g.mean()));
            means.add(new PlotPoint(millis(g.last()), g.mean()));
        }
        chart.addSeries(new Series("replicate mean", Series.Kind.SEGMENTS, Tone.MUTED, means));
        for (ReplicateGroup g : groups.subList(Math.min(1, groups.size()), groups.size())) {
            chart.addLimitLine(new LimitLine("", Axis.X, millis(g.first()), Tone.MUTED, LimitLine.Style.DASHED));
        }
        chart.addMarkers(outOfTolerance(process, readings));
        ControlCheck.ofLatest(readings).ifPresent(check -> control(chart, check));
        if (!readings.isEmpty()) {
            Instant from = readings.get(0).time();
            commands.stream().filter(c -> !c.issuedAt().isBefore(from)).forEach(c -> chart.addLimitLine(new LimitLine(
                    commandLabel(c), Axis.X, c.issuedAt().toEpochMilli(), Tone.NORMAL, LimitLine.Style.SOLID)));
        }
    }

    /** "P12 approved" or "revert". */
    private static String commandLabel(SetpointCommandView command) {
        return command.kind().equals(SetpointCommandKind.APPROVED.name()) ? "P" + command.proposalId() + " approved"
                : "revert";
    }

    /**
     * The y axis: the tolerance band and the readings but for far outliers, so that one sensor spike is a clipped
     * marker at the edge instead of flattening every other reading to a line.
     */
    public static TrendChart.Range yRange(ProcessDefinition process, List<Reading> readings) {
        double lo = process.lowerSpecLimit();
        double hi = process.upperSpecLimit();
        if (readings.isEmpty()) {
            return new TrendChart.Range(lo, hi);
        }
        double[] sorted = readings.stream().mapToDouble(Reading::output).sorted().toArray();
        double q1 = sorted[(sorted.length - 1) / 4];
        double q3 = sorted[sorted.length - 1 - (sorted.length - 1) / 4];
        double fence = FAR_OUT * (q3 - q1);
        return new TrendChart.Range(Math.min(lo, Math.max(sorted[0], q1 - fence)),
                Math.max(hi, Math.min(sorted[sorted.length - 1], q3 + fence)));
    }

    private static void control(TrendChart chart, ControlCheck check) {
        ControlLimits limits = check.limits();
        double from = millis(check.running().first());
        double to = millis(check.running().last());
        chart.addSeries(new Series("control limits (UCL, LCL)", Series.Kind.SEGMENTS, Tone.LIMIT, List.of(
                new PlotPoint(from, limits.upper()), new PlotPoint(to, limits.upper()),
                new PlotPoint(from, limits.lower()), new PlotPoint(to, limits.lower()))));
        chart.addSeries(new Series("centre line", Series.Kind.SEGMENTS, Tone.MUTED,
                List.of(new PlotPoint(from, limits.centre()), new PlotPoint(to, limits.centre()))));
        Map<RunRule, List<PlotPoint>> broken = new EnumMap<>(RunRule.class);
        for (RunRules.Violation v : check.violations()) {
            Reading r = check.running().readings().get(v.index());
            broken.computeIfAbsent(v.rule(), k -> new ArrayList<>()).add(new PlotPoint(millis(r), r.output()));
        }
        broken.forEach((rule, points) -> chart.addMarkers(new Markers(ControlCheck.ruleName(rule), Tone.ABNORMAL,
                Markers.Shape.DIAMOND, points)));
    }

    /** The overview's small trend, empty until drawn; the y axis is named by the process's output. */
    public static TrendChart sparkline(ProcessDefinition process) {
        TrendChart chart = new TrendChart("time", TrendChart.XAxis.TIME, Formats.quantity(process.output().name(),
                process.output().unit()));
        chart.setHeight("120px");
        chart.setLegendVisible(false);
        return chart;
    }

    /** Readings, target, tolerance and the out-of-tolerance ones. */
    public static void drawSparkline(TrendChart chart, ProcessStatus status) {
        chart.clear();
        tolerance(chart, status.process());
        chart.setYRange(yRange(status.process(), status.recent()));
        chart.addSeries(new Series("reading", Series.Kind.LINE, Tone.NORMAL, points(status.recent())));
        chart.addMarkers(outOfTolerance(status.process(), status.recent()));
    }

    private static Markers outOfTolerance(ProcessDefinition process, List<Reading> readings) {
        return new Markers("out of tolerance", Tone.ABNORMAL, Markers.Shape.TRIANGLE,
                points(readings.stream().filter(r -> !ToleranceState.inTolerance(process, r.output())).toList()));
    }

    /** The tolerance band [LSL, USL] with both limits and the target between them. */
    public static void tolerance(TrendChart chart, ProcessDefinition process) {
        chart.addZone(new Zone("tolerance", Axis.Y, process.lowerSpecLimit(), process.upperSpecLimit(), Tone.MUTED));
        chart.addLimitLine(new LimitLine("USL", Axis.Y, process.upperSpecLimit(), Tone.LIMIT, LimitLine.Style.DASHED));
        chart.addLimitLine(new LimitLine("target", Axis.Y, process.target(), Tone.TARGET, LimitLine.Style.SOLID));
        chart.addLimitLine(new LimitLine("LSL", Axis.Y, process.lowerSpecLimit(), Tone.LIMIT, LimitLine.Style.DASHED));
    }

    private static List<PlotPoint> points(List<Reading> readings) {
        return readings.stream().map(r -> new PlotPoint(millis(r), r.output())).toList();
    }

    private static double millis(Reading r) {
        return r.time().toEpochMilli();
    }
}
