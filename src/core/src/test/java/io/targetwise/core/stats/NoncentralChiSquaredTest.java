package io.targetwise.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.special.Erf;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NoncentralChiSquaredTest {
    /** Values below this carry no accuracy requirement; the implementation must still report them as tiny. */
    private static final double SMALLEST_CHECKED = 1e-300;

    record Reference(double k, double lambda, double x, double cdf, double sf) {
    }

    /** 60-digit mpmath values, see generate_ncx2_reference.py beside the CSV. */
    static List<Reference> references() {
        var stream = NoncentralChiSquaredTest.class.getResourceAsStream("ncx2_reference.csv");
        try (var reader = new BufferedReader(new InputStreamReader(Objects.requireNonNull(stream),
                StandardCharsets.US_ASCII))) {
            List<Reference> rows = new ArrayList<>();
            reader.readLine();
            for (String line; (line = reader.readLine()) != null; ) {
                String[] f = line.split(",");
                rows.add(new Reference(Double.parseDouble(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                        Double.parseDouble(f[3]), Double.parseDouble(f[4])));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static double relativeError(double actual, double expected) {
        return Math.abs(actual - expected) / expected;
    }

    @Test
    void referenceTableCoversTheRequiredDomain() {
        List<Reference> rows = references();
        assertThat(rows).hasSizeGreaterThan(1000);
        assertThat(rows).extracting(Reference::k).contains(1.0, 2.0, 3.0, 5.0, 10.0, 50.0, 100.0, 1.5, 7.3);
        assertThat(rows).extracting(Reference::lambda).contains(0.0, 1e4, 1e5);
        assertThat(rows).extracting(Reference::x).contains(1e6);
        assertThat(rows).anyMatch(r -> r.cdf() > SMALLEST_CHECKED && r.cdf() < 1e-280);
        assertThat(rows).anyMatch(r -> r.sf() > SMALLEST_CHECKED && r.sf() < 1e-280);
    }

    @Test
    void cdfAndSurvivalMatchHighPrecisionReferenceToRelative1e12() {
        List<String> failures = new ArrayList<>();
        double worst = 0;
        for (Reference r : references()) {
            var d = NoncentralChiSquared.of(r.k(), r.lambda());
            double[][] pairs = {{d.cumulativeProbability(r.x()), r.cdf()}, {d.survivalProbability(r.x()), r.sf()}};
            for (double[] pair : pairs) {
                double actual = pair[0];
                double expected = pair[1];
                boolean ok;
                if (expected > SMALLEST_CHECKED) {
                    double error = relativeError(actual, expected);
                    worst = Math.max(worst, error);
                    ok = error <= 1e-12;
                } else {
                    ok = actual >= 0 && actual < 1e-290;
                }
                if (!ok) {
                    failures.add(r + " -> " + actual + " vs " + expected);
                }
            }
        }
        assertThat(failures).as("worst relative error %s", worst).isEmpty();
    }

    @Test
    void quantilesInvertTheReferenceToRelative1e10() {
        List<String> failures = new ArrayList<>();
        for (Reference r : references()) {
            var d = NoncentralChiSquared.of(r.k(), r.lambda());
            if (r.cdf() > SMALLEST_CHECKED && r.cdf() <= 0.5) {
                double x = d.inverseCumulativeProbability(r.cdf());
                if (!(relativeError(x, r.x()) <= 1e-10)) {
                    failures.add("cdf " + r + " -> " + x);
                }
            }
            if (r.sf() > SMALLEST_CHECKED && r.sf() < 0.5) {
                double x = d.inverseSurvivalProbability(r.sf());
                if (!(relativeError(x, r.x()) <= 1e-10)) {
                    failures.add("sf " + r + " -> " + x);
                }
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void zeroNoncentralityIsTheCentralChiSquare() {
        for (double k : new double[] {0.7, 1, 2, 3.5, 10, 60}) {
            var central = new ChiSquaredDistribution(k);
            var d = NoncentralChiSquared.of(k, 0);
            for (double x = 0.05 * k; x < 4 * k + 10; x += 0.37 * Math.sqrt(k)) {
                assertThat(d.cumulativeProbability(x)).isCloseTo(central.cumulativeProbability(x), within(2e-14));
                assertThat(d.density(x)).isCloseTo(central.density(x), within(1e-13 * central.density(x)));
            }
        }
    }

    /** k = 1: e = z^2 with z ~ N(sqrt(lambda), 1), so P(e > x) = Phi(sqrt(lambda) - r) + Phi(-sqrt(lambda) - r), r = sqrt(x). */
    @Test
    void oneDegreeOfFreedomMatchesTheNormalForm() {
        for (double lambda : new double[] {0, 0.3, 4, 50, 900}) {
            var d = NoncentralChiSquared.of(1, lambda);
            double m = Math.sqrt(lambda);
            for (double r = 0.05; r < m + 30; r += 0.25) {
                double x = r * r;
                double sf = 0.5 * Erf.erfc((r - m) / Math.sqrt(2)) + 0.5 * Erf.erfc((r + m) / Math.sqrt(2));
                double density = (normalDensity(r - m) + normalDensity(r + m)) / (2 * r);
                assertThat(d.survivalProbability(x)).isCloseTo(sf, within(1e-12 * sf));
                assertThat(d.density(x)).isCloseTo(density, within(1e-12 * density));
            }
        }
    }

    /** k = 3: F_3 = F_1 - 2 f_3 with the elementary f_3(x) = (phi(r - m) - phi(r + m)) / (2 m), r = sqrt(x), m = sqrt(lambda). */
    @Test
    void threeDegreesOfFreedomMatchTheClosedForm() {
        for (double lambda : new double[] {0.5, 6, 40}) {
            double m = Math.sqrt(lambda);
            var one = NoncentralChiSquared.of(1, lambda);
            var three = NoncentralChiSquared.of(3, lambda);
            for (double r = 0.5; r < m + 6; r += 0.5) {
                double x = r * r;
                double density = (normalDensity(r - m) - normalDensity(r + m)) / (2 * m);
                assertThat(three.density(x)).isCloseTo(density, within(1e-12 * density));
                assertThat(three.cumulativeProbability(x))
                        .isCloseTo(one.cumulativeProbability(x) - 2 * density, within(1e-13));
            }
        }
    }

    /**
     * The closed forms for k = 1, 3, 5 against the general Poisson-mixture series on random points over the whole
     * required domain, tails included (both are verified against mpmath; the series is the less accurate one, up to
     * 3e-13 in deep tails, the closed forms stay near 1e-15).
     */
    @Test
    void closedFormsForOddDegreesAgreeWithTheMixtureSeries() {
        var random = new java.util.Random(7);
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < 30000; i++) {
            int k = new int[] {1, 3, 5}[i % 3];
            double lambda = i % 5 == 0 ? 0 : Math.exp(Math.log(1e-4) + random.nextDouble() * Math.log(1e9));
            double x = Math.exp(Math.log(1e-8) + random.nextDouble() * Math.log(1e14));
            if (i % 4 == 1) {
                double root = Math.sqrt(lambda) + 76 * random.nextDouble() - 38;
                x = root * root;
            }
            if (lambda > 1e5 || x > 1e6 || !(x > 0)) {
                continue;
            }
            double[][] pairs = {{NoncentralChiSquared.cumulativeProbability(k, lambda, x),
                    NoncentralChiSquared.seriesCdf(k, lambda, x)},
                    {NoncentralChiSquared.survivalProbability(k, lambda, x),
                            NoncentralChiSquared.seriesSf(k, lambda, x)}};
            for (double[] pair : pairs) {
                boolean ok = pair[1] > SMALLEST_CHECKED ? relativeError(pair[0], pair[1]) <= 1e-12
                        : pair[0] >= 0 && pair[0] < 1e-290;
                if (!ok) {
                    failures.add(k + ", " + lambda + ", " + x + ": " + pair[0] + " vs " + pair[1]);
                }
            }
        }
        assertThat(failures).isEmpty();
    }

    /** The backward recurrence that takes over where the closed-form CDF cancels (small x, large lambda). */
    @Test
    void lowerTailAtTinyArgumentsMatchesTheSeries() {
        for (int k : new int[] {1, 3, 5}) {
            for (double lambda : new double[] {0, 0.9, 30, 1000}) {
                for (double x : new double[] {1e-170, 1e-100, 1e-30, 1e-8, 1e-3, 0.5}) {
                    double series = NoncentralChiSquared.seriesCdf(k, lambda, x);
                    double cdf = NoncentralChiSquared.cumulativeProbability(k, lambda, x);
                    if (series > SMALLEST_CHECKED) {
                        assertThat(cdf).as("k=%s lambda=%s x=%s", k, lambda, x)
                                .isCloseTo(series, within(1e-12 * series));
                    }
                }
            }
        }
    }

    @Test
    void quantilesOfOddDegreesRoundTripDeepTails() {
        for (int k : new int[] {1, 3, 5}) {
            for (double lambda : new double[] {0, 0.9, 30, 1000}) {
                var d = NoncentralChiSquared.of(k, lambda);
                for (double p : new double[] {1e-250, 1e-100, 1e-20, 1e-3, 0.3}) {
                    double x = d.inverseCumulativeProbability(p);
                    if (x == 0) {
                        // Only where the quantile lies below the normal doubles (k = 1: x ~ p^2).
                        assertThat(d.cumulativeProbability(Double.MIN_NORMAL)).isGreaterThanOrEqualTo(p);
                    } else {
                        assertThat(d.cumulativeProbability(x)).isCloseTo(p, within(1e-11 * p));
                    }
                    double y = d.inverseSurvivalProbability(p);
                    assertThat(d.survivalProbability(y)).isCloseTo(p, within(1e-9 * p));
                }
            }
        }
        // Below the smallest normal double the quantile is reported as 0 (here it is about 1e-588).
        assertThat(NoncentralChiSquared.inverseCumulativeProbability(1, 0, 1e-294)).isZero();
    }

    @ParameterizedTest
    @CsvSource({"1, 0", "2, 3", "5, 40", "1.3, 2", "30, 100"})
    void densityIntegratesToTheCdfAndHasTheStatedMoments(double k, double lambda) {
        var d = NoncentralChiSquared.of(k, lambda);
        // Simpson in u = x^(1/4): the integrand 4 u^3 f(u^4) ~ u^(2k-1) has no singularity at 0 for k >= 1.
        double top = Math.pow(d.getMean() + 40 * Math.sqrt(d.getVariance()), 0.25);
        int n = 20000;
        double step = top / n;
        double mass = 0;
        double first = 0;
        double second = 0;
        double massToHalf = 0;
        for (int i = 0; i <= n; i++) {
            double u = i * step;
            double weight = (i == 0 || i == n ? 1 : i % 2 == 1 ? 4 : 2) * step / 3;
            double x = u * u * u * u;
            double g = u == 0 ? 0 : 4 * u * u * u * d.density(x);
            mass += weight * g;
            first += weight * g * x;
            second += weight * g * x * x;
        }
        assertThat(mass).isCloseTo(1, within(1e-9));
        assertThat(first).isCloseTo(d.getMean(), within(1e-8 * d.getMean()));
        assertThat(second - first * first).isCloseTo(d.getVariance(), within(1e-7 * d.getVariance()));
        assertThat(d.getMean()).isEqualTo(k + lambda);
        assertThat(d.getVariance()).isEqualTo(2 * (k + 2 * lambda));
    }

    @Test
    void logDensityStaysFiniteWhereTheDensityUnderflows() {
        var d = NoncentralChiSquared.of(3, 1e4);
        double x = 1e6;
        assertThat(d.density(x)).isZero();
        // Far upper tail: log f ~ -(sqrt(x) - sqrt(lambda))^2 / 2 up to lower-order terms.
        assertThat(d.logDensity(x)).isFinite().isCloseTo(-0.5 * Math.pow(1000 - 100, 2), within(10.0));
        assertThat(d.logDensity(1e4)).isCloseTo(Math.log(d.density(1e4)), within(1e-12));
    }

    @Test
    void boundaryArguments() {
        var d = NoncentralChiSquared.of(3, 2);
        assertThat(d.cumulativeProbability(0)).isZero();
        assertThat(d.cumulativeProbability(-1)).isZero();
        assertThat(d.survivalProbability(-1)).isEqualTo(1);
        assertThat(d.cumulativeProbability(Double.POSITIVE_INFINITY)).isEqualTo(1);
        assertThat(d.survivalProbability(Double.POSITIVE_INFINITY)).isZero();
        assertThat(d.cumulativeProbability(Double.NaN)).isNaN();
        assertThat(d.inverseCumulativeProbability(0)).isZero();
        assertThat(d.inverseCumulativeProbability(1)).isInfinite();
        assertThat(d.inverseSurvivalProbability(1)).isZero();
        assertThat(d.density(0)).isZero();
        assertThat(NoncentralChiSquared.of(1, 2).density(0)).isInfinite();
        assertThat(NoncentralChiSquared.of(2, 2).density(0)).isEqualTo(0.5 * Math.exp(-1));
    }

    @Test
    void staticFormsAgreeWithInstances() {
        var d = NoncentralChiSquared.of(4, 7);
        assertThat(NoncentralChiSquared.cumulativeProbability(4, 7, 9)).isEqualTo(d.cumulativeProbability(9));
        assertThat(NoncentralChiSquared.survivalProbability(4, 7, 9)).isEqualTo(d.survivalProbability(9));
        assertThat(NoncentralChiSquared.density(4, 7, 9)).isEqualTo(d.density(9));
        assertThat(NoncentralChiSquared.inverseCumulativeProbability(4, 7, 0.3))
                .isEqualTo(d.inverseCumulativeProbability(0.3));
    }

    @Test
    void invalidArgumentsAreRejectedByName() {
        assertThatThrownBy(() -> NoncentralChiSquared.of(0, 1)).hasMessageContaining("degreesOfFreedom");
        assertThatThrownBy(() -> NoncentralChiSquared.of(Double.NaN, 1)).hasMessageContaining("degreesOfFreedom");
        assertThatThrownBy(() -> NoncentralChiSquared.of(1, -1)).hasMessageContaining("noncentrality");
        assertThatThrownBy(() -> NoncentralChiSquared.of(1, Double.POSITIVE_INFINITY))
                .hasMessageContaining("noncentrality");
        assertThatThrownBy(() -> NoncentralChiSquared.of(1, 1).inverseCumulativeProbability(1.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("probability");
    }

    private static double normalDensity(double z) {
        return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
    }
}
