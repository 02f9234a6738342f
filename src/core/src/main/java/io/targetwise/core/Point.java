package io.targetwise.core;

import java.util.Arrays;

/**
 * An immutable point in R^d, compared by value. Records that carry a setpoint hold one of these instead of a
 * {@code double[]}, so they get value equality, hashing and a readable form without overriding anything.
 */
public final class Point {
    private static final Point EMPTY = new Point(new double[0]);

    private final double[] coordinates;

    private Point(double[] coordinates) {
        this.coordinates = coordinates;
    }

    /** A point holding a copy of the given coordinates. */
    public static Point of(double... coordinates) {
        if (coordinates == null) {
            throw new IllegalArgumentException("coordinates must not be null");
        }
        return coordinates.length == 0 ? EMPTY : new Point(coordinates.clone());
    }

    /** The point with no coordinates, e.g. an absent environment. */
    /** The coordinates of {@code first} followed by those of {@code second}, e.g. a setpoint and its context. */
    public static double[] concat(double[] first, double[] second) {
        double[] joined = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, joined, first.length, second.length);
        return joined;
    }

    public static Point empty() {
        return EMPTY;
    }

    public int dimension() {
        return coordinates.length;
    }

    public double get(int i) {
        return coordinates[i];
    }

    /** A fresh copy of the coordinates, free for the caller to change. */
    public double[] toArray() {
        return coordinates.clone();
    }

    /** Equal when the coordinates are, in the sense of {@link Arrays#equals(double[], double[])}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Point p && Arrays.equals(coordinates, p.coordinates);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(coordinates);
    }

    @Override
    public String toString() {
        return Arrays.toString(coordinates);
    }
}
