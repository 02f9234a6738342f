package io.targetwise.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GridTest {

    /** k x 10^-scale written out digit by digit, the reference an operator would type: -1091, 1 -> "-109.1". */
    private static double decimal(long k, int scale) {
        String digits = String.format("%0" + (scale + 1) + "d", Math.abs(k));
        int point = digits.length() - scale;
        return Double.parseDouble((k < 0 ? "-" : "") + digits.substring(0, point) + "." + digits.substring(point));
    }

    @Test
    void multiplesOfDecimalResolutionsAreTheDoublesOfTheirDecimalValues() {
        int noisyBinaryProducts = 0;
        for (int scale = 1; scale <= 3; scale++) {
            double resolution = decimal(1, scale);
            for (long k = -20_000; k <= 20_000; k++) {
                double expected = decimal(k, scale);
                assertThat(Grid.multiple(k, resolution)).as("%d x %s", k, resolution).isEqualTo(expected);
                assertThat(Grid.nearest(expected + 0.3 * resolution, resolution)).isEqualTo(expected);
                if (k * resolution != expected) {
                    noisyBinaryProducts++;
                }
            }
        }
        // The binary product is off for a good share of these: what the decimal multiple is there for
        assertThat(noisyBinaryProducts).isGreaterThan(10_000);
        assertThat(Double.toString(Grid.nearest(109.1 + 1e-9, 0.1))).isEqualTo("109.1");
    }

    @Test
    void nearestRoundsToTheClosestMultipleAndLeavesContinuousVariablesAlone() {
        assertThat(Grid.nearest(0.374, 0.25)).isEqualTo(0.25);
        assertThat(Grid.nearest(0.376, 0.25)).isEqualTo(0.5);
        assertThat(Grid.nearest(-7.4, 5)).isEqualTo(-5.0);
        assertThat(Grid.nearest(0.123456789, 0)).isEqualTo(0.123456789);
        assertThat(Grid.below(1.29, 0.1)).isEqualTo(1.2);
        assertThat(Grid.above(1.29, 0.1)).isEqualTo(1.3);
        assertThat(Grid.above(1.2, 0.1)).isEqualTo(1.3);
    }

    @Test
    void onGridUpToATolerance() {
        assertThat(Grid.isOnGrid(109.10000000000001, 0.1, 1e-9)).isTrue();
        assertThat(Grid.isOnGrid(109.15, 0.1, 1e-9)).isFalse();
        assertThat(Grid.isOnGrid(Math.PI, 0, 1e-9)).isTrue();
    }
}
