package io.targetwise.app.console.chart;

import java.util.List;

/** A quantity over a grid of two variables, shaded from low to high; optional markers on top. */
public class HeatMapChart extends Chart {
    private Grid grid;

    /**
     * @param values values[i][j] at (xs[i], ys[j])
     * @param lowIsGood whether the low end of the scale is the desirable one (an error) or the high end (a probability)
     */
    public record Grid(String title, String xName, List<Double> xs, String yName, List<Double> ys, String valueName,
            double[][] values, boolean lowIsGood, List<PlotPoint> markers) {
    }

    public HeatMapChart() {
        setHeight("360px");
    }

    public void setGrid(Grid newGrid) {
        grid = newGrid;
        changed();
    }

    public Grid grid() {
        return grid;
    }

    record Spec(String kind, Grid grid) {
    }

    @Override
    protected Object spec() {
        return new Spec("heatmap", grid);
    }
}
