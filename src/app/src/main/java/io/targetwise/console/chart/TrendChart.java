package io.targetwise.console.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * Values over time or over another variable: series, shaded bands and zones, limit lines and markers, on a time
 * or value x axis. The project's chart API: views say what to show, the web component decides how.
 */
public class TrendChart extends Chart {
    private final String xName;
    private final XAxis xAxis;
    private final String yName;
    private String title = "";
    private boolean legend = true;
    private boolean logarithmic;
    private final List<Series> series = new ArrayList<>();
    private final List<Band> bands = new ArrayList<>();
    private final List<Zone> zones = new ArrayList<>();
    private final List<LimitLine> limitLines = new ArrayList<>();
    private final List<Markers> markers = new ArrayList<>();

    public enum XAxis {
        TIME, VALUE
    }

    public TrendChart(String xName, XAxis xAxis, String yName) {
        this.xName = xName;
        this.xAxis = xAxis;
        this.yName = yName;
        changed();
    }

    public TrendChart setTitle(String newTitle) {
        title = newTitle;
        changed();
        return this;
    }

    /** A small chart can leave the legend out. */
    public TrendChart setLegendVisible(boolean visible) {
        legend = visible;
        changed();
        return this;
    }

    /** A y axis in powers of ten, for quantities that shrink by orders of magnitude. */
    public TrendChart setLogarithmic(boolean log) {
        logarithmic = log;
        changed();
        return this;
    }

    public TrendChart addSeries(Series s) {
        series.add(s);
        changed();
        return this;
    }

    public TrendChart addBand(Band band) {
        bands.add(band);
        changed();
        return this;
    }

    public TrendChart addZone(Zone zone) {
        zones.add(zone);
        changed();
        return this;
    }

    public TrendChart addLimitLine(LimitLine line) {
        limitLines.add(line);
        changed();
        return this;
    }

    public TrendChart addMarkers(Markers m) {
        markers.add(m);
        changed();
        return this;
    }

    /** Removes all content, keeping the axes, so a view can redraw from fresh data. */
    public TrendChart clear() {
        series.clear();
        bands.clear();
        zones.clear();
        limitLines.clear();
        markers.clear();
        changed();
        return this;
    }

    public String title() {
        return title;
    }

    public List<Series> series() {
        return List.copyOf(series);
    }

    public List<Band> bands() {
        return List.copyOf(bands);
    }

    public List<Zone> zones() {
        return List.copyOf(zones);
    }

    public List<LimitLine> limitLines() {
        return List.copyOf(limitLines);
    }

    public List<Markers> markers() {
        return List.copyOf(markers);
    }

    /** The JSON the web component reads. */
    record Spec(String kind, String title, boolean legend, String xName, XAxis xAxis, String yName, boolean logarithmic, List<Series> series,
            List<Band> bands, List<Zone> zones, List<LimitLine> limitLines, List<Markers> markers) {
    }

    @Override
    protected Object spec() {
        return new Spec("trend", title, legend, xName, xAxis, yName, logarithmic, series, bands, zones, limitLines, markers);
    }
}
