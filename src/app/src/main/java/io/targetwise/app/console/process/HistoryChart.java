package io.targetwise.app.console.process;

import java.util.List;

import io.targetwise.app.campaign.CampaignIterationView;
import io.targetwise.app.common.Formats;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.process.ProcessDefinition;

/** The campaign's convergence: the incumbent's robust error E_min after each refit. */
final class HistoryChart {

    private HistoryChart() {
    }

    static TrendChart create(ProcessDefinition process) {
        TrendChart chart = new TrendChart("model version (refit)", TrendChart.XAxis.VALUE,
                Formats.quantity("E_min", process.output().unit() + "²"));
        chart.setTitle("Best robust error E_min = (y* − m)² + σa² by refit");
        chart.setLogarithmic(true);
        return chart;
    }

    static void draw(TrendChart chart, List<CampaignIterationView> history) {
        List<PlotPoint> points = history.stream().map(i -> new PlotPoint(i.modelVersion(), i.incumbentError()))
                .toList();
        chart.clear();
        chart.addSeries(new Series("E_min", Series.Kind.LINE, Tone.NORMAL, points));
        chart.addSeries(new Series("refit", Series.Kind.POINTS, Tone.NORMAL, points));
    }
}
