package io.targetwise.app.console.chart;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

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
    private boolean zoomable;
    private Range yRange;
    private final List<Series> series = new ArrayList<>();
    private final List<Band> bands = new ArrayList<>();
    private final List<Zone> zones = new ArrayList<>();
    private final List<LimitLine> limitLines = new ArrayList<>();
    private final List<Markers> markers = new ArrayList<>();

    public enum XAxis {
        TIME, VALUE
    }

    /** The y values the plot shows; what lies outside is drawn clipped at the edge. */
    public record Range(double min, double max) {
    }

    /** A point beyond the y range, drawn at the edge it lies beyond and hovered for its true value. */
    public record Clipped(String name, double x, double edge, double value, Tone tone) {
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

    /** A zoom slider under a time axis, for a history too long to read at one scale. */
    public TrendChart setZoomable(boolean zoom) {
        zoomable = zoom;
        changed();
        return this;
    }

    /**
     * Fixes the y axis, so that one far outlier does not flatten everything else to a line; the points beyond it
     * are {@link #clipped()}.
     */
    public TrendChart setYRange(Range range) {
        yRange = range;
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

    public String xName() {
        return xName;
    }

    public String yName() {
        return yName;
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

    public Range yRange() {
        return yRange;
    }

    /**
     * The series' and markers' points beyond the y range, one per point: where a reading is both a series point and a
     * marker (out of tolerance), the marker's name and tone, which say more.
     */
    public List<Clipped> clipped() {
        if (yRange == null) {
            return List.of();
        }
        Map<PlotPoint, Clipped> beyond = new LinkedHashMap<>();
        Stream.concat(series.stream().filter(s -> s.kind() == Series.Kind.POINTS || s.kind() == Series.Kind.LINE)
                .flatMap(s -> s.points().stream().map(p -> clip(s.name(), s.tone(), p))),
                markers.stream().flatMap(m -> m.points().stream().map(p -> clip(m.name(), m.tone(), p))))
                .filter(c -> c != null).forEach(c -> beyond.put(new PlotPoint(c.x(), c.value()), c));
        return List.copyOf(beyond.values());
    }

    private Clipped clip(String name, Tone tone, PlotPoint p) {
        if (p.y() > yRange.max()) {
            return new Clipped(name, p.x(), yRange.max(), p.y(), tone);
        }
        return p.y() < yRange.min() ? new Clipped(name, p.x(), yRange.min(), p.y(), tone) : null;
    }

    /** The JSON the web component reads. */
    record Spec(String kind, String title, boolean legend, String xName, XAxis xAxis, String yName, boolean logarithmic,
            boolean zoomable, Range yRange, List<Series> series, List<Band> bands, List<Zone> zones,
            List<LimitLine> limitLines, List<Markers> markers, List<Clipped> clipped) {
    }

    @Override
    protected Object spec() {
        return new Spec("trend", title, legend, xName, xAxis, yName, logarithmic, zoomable, yRange, series, bands, zones,
                limitLines, markers, clipped());
    }
}
