package io.targetwise.app.console.chart;

/** A data point; on a time axis x is epoch milliseconds. */
public record PlotPoint(double x, double y) {
}
