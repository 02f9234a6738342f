package io.targetwise.benchmarks;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * E_min against iteration, mean and mean +- one standard deviation per method (the style of Hoffer, Ranftl and Geiger's
 * (2023) figures 1, 2 and 4). The axis is logarithmic when the plotted values span more than {@link #LOG_AXIS_RATIO}
 * (XChart labels only the decades of a log axis, too few on a narrow range); the lower band is floored at a tenth of
 * the mean, where mean - sd would not be positive. The best attainable E is drawn as a dashed reference.
 */
final class ConvergencePlot {
    private static final Color[] PALETTE = {new Color(0xC0392B), new Color(0x1F4E9A), new Color(0x222222),
            new Color(0x27AE60), new Color(0x8E44AD), new Color(0xD68910), new Color(0x16A085), new Color(0x7F8C8D)};
    private static final int WIDTH = 720;
    private static final int HEIGHT = 450;
    private static final double LOG_AXIS_RATIO = 20;

    private ConvergencePlot() {
    }

    /** Writes {@code <base>.png} and {@code <base>.svg}. */
    static void write(Convergence convergence, String title, double bestAttainable, Path base) throws IOException {
        write(convergence, title, "E_min (true)", bestAttainable, base);
    }

    /** The same with another quantity on the y axis, named by {@code yAxisTitle}. */
    static void write(Convergence convergence, String title, String yAxisTitle, double bestAttainable, Path base)
            throws IOException {
        System.setProperty("java.awt.headless", "true");
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle("iteration")
                .yAxisTitle(yAxisTitle).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        List<String> methods = convergence.methods();
        double[] iterations = null;
        double smallest = bestAttainable;
        double largest = bestAttainable;
        for (int m = 0; m < methods.size(); m++) {
            List<Convergence.Summary> points = convergence.of(methods.get(m));
            iterations = points.stream().mapToDouble(Convergence.Summary::iteration).toArray();
            double[] mean = points.stream().mapToDouble(Convergence.Summary::mean).toArray();
            double[] upper = points.stream().mapToDouble(p -> p.mean() + p.sd()).toArray();
            double[] lower = points.stream().mapToDouble(p -> Math.max(p.mean() - p.sd(), p.mean() / 10)).toArray();
            smallest = Math.min(smallest, Arrays.stream(lower).min().orElseThrow());
            largest = Math.max(largest, Arrays.stream(upper).max().orElseThrow());
            Color color = PALETTE[m % PALETTE.length];
            XYSeries line = chart.addSeries(methods.get(m), iterations, mean);
            line.setLineColor(color);
            line.setMarkerColor(color);
            line.setMarker(SeriesMarkers.CIRCLE);
            addBand(chart, methods.get(m) + " +sd", iterations, upper, color);
            addBand(chart, methods.get(m) + " -sd", iterations, lower, color);
        }
        double[] reference = new double[iterations.length];
        Arrays.fill(reference, bestAttainable);
        XYSeries best = chart.addSeries("best attainable E", iterations, reference);
        best.setLineColor(Color.GRAY);
        best.setLineStyle(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f},
                0f));
        best.setMarker(SeriesMarkers.NONE);
        chart.getStyler().setYAxisLogarithmic(smallest > 0 && largest / smallest > LOG_AXIS_RATIO);
        BitmapEncoder.saveBitmap(chart, base.toString(), BitmapEncoder.BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, base.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }

    private static void addBand(XYChart chart, String name, double[] x, double[] y, Color color) {
        XYSeries band = chart.addSeries(name, x, y);
        band.setLineColor(new Color(color.getRed(), color.getGreen(), color.getBlue(), 110));
        band.setLineStyle(new BasicStroke(1f));
        band.setMarker(SeriesMarkers.NONE);
        band.setShowInLegend(false);
    }
}
