package io.targetwise.app.console.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The JSON the charts send must be what ui/tw-chart.ts reads (its TrendSpec and HeatMapSpec types). */
class ChartSpecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode spec(Chart chart) throws Exception {
        return JSON.readTree(chart.specJson());
    }

    private static List<String> fields(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void aTrendSpecCarriesEveryElementUnderTheNamesTheWebComponentReads() throws Exception {
        TrendChart chart = new TrendChart("time", TrendChart.XAxis.TIME, "force / kN").setTitle("Run chart")
                .setLegendVisible(false).setLogarithmic(true)
                .addSeries(new Series("readings", Series.Kind.POINTS, Tone.NORMAL, List.of(new PlotPoint(1000, 9.5))))
                .addBand(new Band("mean ± 2 sd", Tone.EPISTEMIC, List.of(new Band.Edge(0, 1, 3))))
                .addZone(new Zone("tolerance", Axis.Y, 9, 11, Tone.MUTED))
                .addLimitLine(new LimitLine("target", Axis.Y, 10, Tone.TARGET, LimitLine.Style.DASHED))
                .addMarkers(new Markers("out of tolerance", Tone.ABNORMAL, Markers.Shape.TRIANGLE,
                        List.of(new PlotPoint(2000, 11.5))));

        JsonNode spec = spec(chart);

        assertThat(fields(spec)).containsExactly("kind", "title", "legend", "xName", "xAxis", "yName", "logarithmic",
                "zoomable", "yRange", "series", "bands", "zones", "limitLines", "markers", "clipped");
        assertThat(spec.get("kind").asText()).isEqualTo("trend");
        assertThat(spec.get("title").asText()).isEqualTo("Run chart");
        assertThat(spec.get("legend").asBoolean()).isFalse();
        assertThat(spec.get("xAxis").asText()).isEqualTo("TIME");
        assertThat(spec.get("logarithmic").asBoolean()).isTrue();
        JsonNode series = spec.get("series").get(0);
        assertThat(fields(series)).containsExactly("name", "kind", "tone", "points");
        assertThat(series.get("kind").asText()).isEqualTo("POINTS");
        assertThat(fields(series.get("points").get(0))).containsExactly("x", "y");
        assertThat(series.get("points").get(0).get("y").asDouble()).isEqualTo(9.5);
        assertThat(fields(spec.get("bands").get(0).get("edges").get(0))).containsExactly("x", "lower", "upper");
        assertThat(fields(spec.get("zones").get(0))).containsExactly("name", "axis", "from", "to", "tone");
        JsonNode line = spec.get("limitLines").get(0);
        assertThat(fields(line)).containsExactly("label", "axis", "value", "tone", "style");
        assertThat(line.get("style").asText()).isEqualTo("DASHED");
        assertThat(spec.get("markers").get(0).get("shape").asText()).isEqualTo("TRIANGLE");
    }

    @Test
    void pointsBeyondAFixedYRangeAreClippedAtTheEdgeItTheyLieBeyondWithTheirTrueValue() throws Exception {
        TrendChart chart = new TrendChart("time", TrendChart.XAxis.TIME, "height [mm]").setZoomable(true)
                .setYRange(new TrendChart.Range(9, 11))
                .addSeries(new Series("reading", Series.Kind.POINTS, Tone.NORMAL,
                        List.of(new PlotPoint(1, 10), new PlotPoint(2, 50), new PlotPoint(3, -3))))
                .addSeries(new Series("control limits", Series.Kind.SEGMENTS, Tone.LIMIT,
                        List.of(new PlotPoint(1, 12), new PlotPoint(3, 12))))
                .addMarkers(new Markers("out of tolerance", Tone.ABNORMAL, Markers.Shape.TRIANGLE,
                        List.of(new PlotPoint(2, 50), new PlotPoint(3, -3))));

        assertThat(chart.clipped()).as("one per reading, as its marker; segments are cut by the plot").containsExactly(
                new TrendChart.Clipped("out of tolerance", 2, 11, 50, Tone.ABNORMAL),
                new TrendChart.Clipped("out of tolerance", 3, 9, -3, Tone.ABNORMAL));
        JsonNode spec = spec(chart);
        assertThat(spec.get("zoomable").asBoolean()).isTrue();
        assertThat(fields(spec.get("yRange"))).containsExactly("min", "max");
        assertThat(fields(spec.get("clipped").get(0))).containsExactly("name", "x", "edge", "value", "tone");
        assertThat(spec.get("clipped").get(0).get("value").asDouble()).isEqualTo(50);
    }

    @Test
    void withoutAFixedYRangeNothingIsClipped() throws Exception {
        TrendChart chart = new TrendChart("x [mm]", TrendChart.XAxis.VALUE, "y [mm]")
                .addSeries(new Series("mean", Series.Kind.LINE, Tone.NORMAL, List.of(new PlotPoint(0, 1e9))));
        assertThat(chart.clipped()).isEmpty();
        assertThat(spec(chart).get("yRange").isNull()).isTrue();
    }

    @Test
    void clearingRemovesTheContentButKeepsTheAxes() throws Exception {
        TrendChart chart = new TrendChart("x", TrendChart.XAxis.VALUE, "y").setTitle("Slice")
                .addSeries(new Series("mean", Series.Kind.LINE, Tone.NORMAL, List.of(new PlotPoint(0, 1))))
                .addZone(new Zone("tolerance", Axis.Y, 0, 1, Tone.MUTED));

        chart.clear();

        JsonNode spec = spec(chart);
        assertThat(spec.get("series")).isEmpty();
        assertThat(spec.get("zones")).isEmpty();
        assertThat(spec.get("xName").asText()).isEqualTo("x");
        assertThat(spec.get("xAxis").asText()).isEqualTo("VALUE");
        assertThat(spec.get("title").asText()).isEqualTo("Slice");
        assertThat(chart.series()).isEmpty();
    }

    @Test
    void chartContentCannotBeChangedBehindTheChartsBack() {
        List<PlotPoint> points = new ArrayList<>(List.of(new PlotPoint(0, 1)));
        Series series = new Series("s", Series.Kind.LINE, Tone.NORMAL, points);
        points.add(new PlotPoint(1, 2));
        assertThat(series.points()).hasSize(1);

        TrendChart chart = new TrendChart("x", TrendChart.XAxis.VALUE, "y").addSeries(series);
        assertThatThrownBy(() -> chart.series().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aHeatMapSpecHasNoGridUntilOneIsSetThenTheGridAsTheWebComponentReadsIt() throws Exception {
        HeatMapChart chart = new HeatMapChart();
        JsonNode empty = spec(chart);
        assertThat(empty.get("kind").asText()).isEqualTo("heatmap");
        assertThat(empty.get("grid").isNull()).isTrue();

        chart.setGrid(new HeatMapChart.Grid("E[(y - T)^2]", "x1", List.of(0.0, 1.0), "x2", List.of(5.0), "error",
                new double[][] {{0.5}, {0.25}}, true, List.of(new PlotPoint(1, 5))));

        JsonNode grid = spec(chart).get("grid");
        assertThat(fields(grid)).containsExactly("title", "xName", "xs", "yName", "ys", "valueName", "values",
                "lowIsGood", "markers");
        assertThat(grid.get("values").get(1).get(0).asDouble()).isEqualTo(0.25);
        assertThat(grid.get("lowIsGood").asBoolean()).isTrue();
        assertThat(grid.get("markers").get(0).get("y").asDouble()).isEqualTo(5.0);
    }
}
