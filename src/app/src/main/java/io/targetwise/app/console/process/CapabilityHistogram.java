package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.List;

import io.targetwise.app.common.Formats;
import io.targetwise.app.console.chart.Axis;
import io.targetwise.app.console.chart.LimitLine;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.widgets.RunChart;
import io.targetwise.app.monitoring.ProcessMonitor;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;
import io.targetwise.core.spc.ProcessCapability;

/**
 * The recent outputs' distribution against LSL, target and USL, titled with Cpk and Ppk and their n. The bins span
 * the run chart's y range: a far outlier counts in the indices and is named in the title, but does not squeeze every
 * other reading into one bar.
 */
final class CapabilityHistogram {
    private static final int MIN_BINS = 6;
    private static final int MAX_BINS = 24;

    private CapabilityHistogram() {
    }

    static TrendChart create(ProcessDefinition process) {
        return new TrendChart(Formats.quantity(process.output().name(), process.output().unit()),
                TrendChart.XAxis.VALUE, "readings per bin").setLegendVisible(false);
    }

    static void draw(TrendChart chart, ProcessDefinition process, List<Reading> readings) {
        ProcessCapability c = ProcessMonitor.capability(process, readings);
        chart.clear();
        List<PlotPoint> bins = bins(process, readings);
        long beyond = readings.size() - Math.round(bins.stream().mapToDouble(PlotPoint::y).sum());
        chart.setTitle("Cpk " + Formats.index(c.cpk()) + " · Ppk " + Formats.index(c.ppk()) + " · n = " + c.n()
                + " in " + c.subgroups() + (c.subgroups() == 1 ? " group" : " groups")
                + (beyond == 0 ? "" : " · " + beyond + " beyond the axis"));
        chart.addSeries(new Series("readings", Series.Kind.BARS, Tone.MUTED, bins));
        chart.addLimitLine(new LimitLine("LSL", Axis.X, process.lowerSpecLimit(), Tone.LIMIT, LimitLine.Style.DASHED));
        chart.addLimitLine(new LimitLine("target", Axis.X, process.target(), Tone.TARGET, LimitLine.Style.SOLID));
        chart.addLimitLine(new LimitLine("USL", Axis.X, process.upperSpecLimit(), Tone.LIMIT, LimitLine.Style.DASHED));
    }

    /** Counts in equal bins spanning both limits and the readings but far outliers; about sqrt(n) bins. */
    static List<PlotPoint> bins(ProcessDefinition process, List<Reading> readings) {
        if (readings.isEmpty()) {
            return List.of();
        }
        TrendChart.Range range = RunChart.yRange(process, readings);
        double lo = range.min();
        int k = Math.max(MIN_BINS, Math.min(MAX_BINS, (int) Math.ceil(Math.sqrt(readings.size()))));
        double width = (range.max() - lo) / k;
        int[] counts = new int[k];
        for (Reading r : readings) {
            if (r.output() >= lo && r.output() <= range.max()) {
                counts[Math.min(k - 1, (int) ((r.output() - lo) / width))]++;
            }
        }
        List<PlotPoint> bins = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            bins.add(new PlotPoint(lo + (i + 0.5) * width, counts[i]));
        }
        return bins;
    }
}
