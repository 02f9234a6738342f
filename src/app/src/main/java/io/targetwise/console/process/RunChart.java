package io.targetwise.console.process;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import io.targetwise.console.chart.LimitLine;
import io.targetwise.console.chart.Markers;
import io.targetwise.console.chart.Point;
import io.targetwise.console.chart.Series;
import io.targetwise.console.chart.Tone;
import io.targetwise.console.chart.Axis;
import io.targetwise.console.chart.TrendChart;
import io.targetwise.console.chart.Zone;
import io.targetwise.console.data.ControlCheck;
import io.targetwise.console.data.ProcessStatus;
import io.targetwise.console.data.Reading;
import io.targetwise.console.data.ReplicateGroup;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.spc.ControlLimits;
import io.targetwise.spc.RunRule;
import io.targetwise.spc.RunRules;

/**
 * The run chart of a process output: readings over time against the target and the tolerance band [LSL, USL]
 * (specification limits), readings out of tolerance marked, each replicate group's mean, and the moments the
 * setpoint changed. At the running setpoint, once it has {@value ControlCheck#CONTROL_BASELINE} readings, the
 * control limits from the process's own spread there ({@link ControlLimits}, drawn over that period only, since
 * another setpoint has another mean) and the Western Electric rules it breaks ({@link ControlCheck}), each rule a
 * marker series named after it.
 */
public final class RunChart {

    private RunChart() {
    }

    public static TrendChart create(ProcessDefinition process) {
        return new TrendChart("time", TrendChart.XAxis.TIME, process.output().name() + " [" + process.output().unit() + "]");
    }

    public static void draw(TrendChart chart, ProcessDefinition process, List<Reading> readings) {
        chart.clear();
        tolerance(chart, process);
        List<ReplicateGroup> groups = ReplicateGroup.of(readings);
        chart.addSeries(new Series("reading", Series.Kind.POINTS, Tone.NORMAL, points(readings)));
        List<Point> means = new ArrayList<>();
        for (ReplicateGroup g : groups) {
            means.add(new Point(millis(g.first()), g.mean()));
            means.add(new Point(millis(g.last()), g.mean()));
        }
        chart.addSeries(new Series("replicate mean", Series.Kind.SEGMENTS, Tone.MUTED, means));
        for (ReplicateGroup g : groups.subList(Math.min(1, groups.size()), groups.size())) {
            chart.addLimitLine(new LimitLine("", Axis.X, millis(g.first()), Tone.MUTED, LimitLine.Style.DASHED));
        }
        chart.addMarkers(new Markers("out of tolerance", Tone.ABNORMAL, Markers.Shape.TRIANGLE,
                points(readings.stream().filter(r -> !ProcessStatus.inTolerance(process, r.output())).toList())));
        ControlCheck.ofLatest(readings).ifPresent(check -> control(chart, check));
    }

    private static void control(TrendChart chart, ControlCheck check) {
        ControlLimits limits = check.limits();
        double from = millis(check.running().first());
        double to = millis(check.running().last());
        chart.addSeries(new Series("control limits (UCL, LCL)", Series.Kind.SEGMENTS, Tone.LIMIT, List.of(
                new Point(from, limits.upper()), new Point(to, limits.upper()),
                new Point(from, limits.lower()), new Point(to, limits.lower()))));
        chart.addSeries(new Series("centre line", Series.Kind.SEGMENTS, Tone.MUTED,
                List.of(new Point(from, limits.centre()), new Point(to, limits.centre()))));
        Map<RunRule, List<Point>> broken = new EnumMap<>(RunRule.class);
        for (RunRules.Violation v : check.violations()) {
            Reading r = check.running().readings().get(v.index());
            broken.computeIfAbsent(v.rule(), k -> new ArrayList<>()).add(new Point(millis(r), r.output()));
        }
        broken.forEach((rule, points) -> chart.addMarkers(new Markers(ControlCheck.ruleName(rule), Tone.ABNORMAL,
                Markers.Shape.DIAMOND, points)));
    }

    /** The overview's small trend, empty until drawn. */
    public static TrendChart sparkline() {
        TrendChart chart = new TrendChart("", TrendChart.XAxis.TIME, "");
        chart.setHeight("120px");
        chart.setLegendVisible(false);
        return chart;
    }

    /** Readings, target, tolerance and the out-of-tolerance ones. */
    public static void drawSparkline(TrendChart chart, ProcessStatus status) {
        chart.clear();
        tolerance(chart, status.process());
        chart.addSeries(new Series("reading", Series.Kind.LINE, Tone.NORMAL, points(status.recent())));
        chart.addMarkers(new Markers("out of tolerance", Tone.ABNORMAL, Markers.Shape.TRIANGLE,
                points(status.recent().stream().filter(r -> !ProcessStatus.inTolerance(status.process(), r.output())).toList())));
    }

    static void tolerance(TrendChart chart, ProcessDefinition process) {
        chart.addZone(new Zone("tolerance", Axis.Y, process.lowerSpecLimit(), process.upperSpecLimit(), Tone.MUTED));
        chart.addLimitLine(new LimitLine("USL", Axis.Y, process.upperSpecLimit(), Tone.LIMIT, LimitLine.Style.DASHED));
        chart.addLimitLine(new LimitLine("target", Axis.Y, process.target(), Tone.TARGET, LimitLine.Style.SOLID));
        chart.addLimitLine(new LimitLine("LSL", Axis.Y, process.lowerSpecLimit(), Tone.LIMIT, LimitLine.Style.DASHED));
    }

    private static List<Point> points(List<Reading> readings) {
        return readings.stream().map(r -> new Point(millis(r), r.output())).toList();
    }

    private static double millis(Reading r) {
        return r.time().toEpochMilli();
    }
}
