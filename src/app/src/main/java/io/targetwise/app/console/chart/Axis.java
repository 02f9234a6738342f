package io.targetwise.app.console.chart;

/** Which axis a line or zone is measured on: a Y line is horizontal, an X line vertical. */
public enum Axis {
    X, Y
}
