package io.targetwise.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.commons.math3.special.Erf;
import org.junit.jupiter.api.Test;

class NormalTest {
    /** 50-digit mpmath values at the exact doubles, see generate_normal_reference.py beside the CSV. */
    private static List<double[]> references() {
        var stream = NormalTest.class.getResourceAsStream("normal_reference.csv");
        try (var reader = new BufferedReader(new InputStreamReader(Objects.requireNonNull(stream),
                StandardCharsets.US_ASCII))) {
            List<double[]> rows = new ArrayList<>();
            reader.readLine();
            for (String line; (line = reader.readLine()) != null; ) {
                String[] f = line.split(",");
                rows.add(new double[] {Double.parseDouble(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2])});
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Measured worst: 7.8e-16 (tail) and 3.9e-16 (density) relative, including values near 1e-300. */
    @Test
    void upperTailAndDensityMatchMpmathToFewUlpDownTo1e300() {
        List<String> failures = new ArrayList<>();
        for (double[] r : references()) {
            double z = r[0];
            check(failures, "Q", z, Normal.upperTail(z), r[1]);
            check(failures, "Phi", -z, Normal.lowerTail(-z), r[1]);
            check(failures, "phi", z, Normal.density(z), r[2]);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void theMillsRatioIsTheMpmathRatioAndStaysFiniteWhereTailAndDensityUnderflow() {
        for (double[] r : references()) {
            double z = r[0];
            if (z >= 0 && r[1] > 1e-300 && r[2] > 1e-300) {
                double ratio = r[1] / r[2];
                assertThat(Normal.upperTailOverDensity(z)).as("z = %s", z).isCloseTo(ratio, within(4e-15 * ratio));
            }
        }
        // Asymptotic series R(w) = (1 - 1/w^2 + 3/w^4 - 15/w^6 + 105/w^8 - ...)/w: the next term, 945/w^10, is below
        // 1e-13 relative from w = 40, where phi(w) is 1.5e-348, a subnormal zero.
        for (double w : new double[] {40, 100, 1e4, 1e8}) {
            double v = 1 / (w * w);
            double series = (1 - v + 3 * v * v - 15 * v * v * v + 105 * v * v * v * v) / w;
            assertThat(Normal.upperTailOverDensity(w)).as("w = %s", w).isCloseTo(series, within(1e-13 * series));
        }
    }

    private static void check(List<String> failures, String name, double z, double actual, double expected) {
        if (expected > 1e-300) {
            if (!(Math.abs(actual - expected) <= 2e-15 * expected)) {
                failures.add(name + "(" + z + ") = " + actual + " vs " + expected);
            }
        } else if (!(actual >= 0 && actual < 1e-290)) {
            failures.add(name + "(" + z + ") = " + actual + " vs tiny " + expected);
        }
    }

    @Test
    void agreesWithCommonsMathWhereThatIsAccurate() {
        for (double z = -8; z <= 8; z += 0.0137) {
            double commons = 0.5 * Erf.erfc(z / Math.sqrt(2));
            assertThat(Normal.upperTail(z)).isCloseTo(commons, within(1e-14 * commons));
        }
    }

    @Test
    void intervalHasRelativeAccuracyForNarrowAndOneSidedIntervals() {
        assertThat(Normal.interval(-1e-9, 1e-9)).isCloseTo(2e-9 * Normal.density(0), within(1e-24));
        assertThat(Normal.interval(30, 31)).isCloseTo(Normal.upperTail(30) - Normal.upperTail(31),
                within(1e-15 * Normal.upperTail(30)));
        assertThat(Normal.interval(-31, -30)).isCloseTo(Normal.upperTail(30) - Normal.upperTail(31),
                within(1e-15 * Normal.upperTail(30)));
        assertThat(Normal.interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY)).isEqualTo(1);
    }

    @Test
    void doubleDoubleArgumentKeepsTheFarTailExact() {
        // exp(-(u + uLow)^2 / 2) with a low part that moves the exponent by u * uLow = 36 * 1e-15.
        double u = 36;
        double uLow = 1e-15;
        double expected = Normal.density(u) * Math.exp(-u * uLow);
        assertThat(Normal.density(u, uLow)).isCloseTo(expected, within(1e-15 * expected));
        assertThat(Normal.upperTail(Double.NaN)).isNaN();
        assertThat(Normal.upperTail(Double.POSITIVE_INFINITY)).isZero();
        assertThat(Normal.upperTail(Double.NEGATIVE_INFINITY)).isEqualTo(1);
    }
}
