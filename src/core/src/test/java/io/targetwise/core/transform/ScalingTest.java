package io.targetwise.core.transform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class ScalingTest {
    private static final double[][] ROWS = {{0, 10}, {2, 10}, {4, 10}};

    @Test
    void unitIntervalMapsEachColumnsRangeOntoZeroOne() {
        Scaling s = Scaling.toUnitInterval(ROWS);
        assertThat(s.forward(new double[] {0, 10})).containsExactly(0, 0);
        assertThat(s.forward(new double[] {4, 10})).containsExactly(1, 0);
        assertThat(s.forwardRowMajor(ROWS)).containsExactly(0, 0, 0.5, 0, 1, 0);
    }

    @Test
    void symmetricUnitIntervalMapsTheRangeOntoMinusOneOne() {
        Scaling s = Scaling.toSymmetricUnitInterval(new double[] {-3, 5});
        assertThat(s.forward(0, new double[] {-3, 1, 5})).containsExactly(-1, 0, 1);
    }

    @Test
    void zScoresHaveZeroMeanAndUnitPopulationDeviation() {
        Scaling s = Scaling.toZScores(ROWS);
        assertThat(s.shift(0)).isEqualTo(2);
        assertThat(s.scale(0)).isCloseTo(Math.sqrt(8.0 / 3), within(1e-15));
        double[] z = s.forward(0, new double[] {0, 2, 4});
        assertThat(z[0] + z[1] + z[2]).isCloseTo(0, within(1e-15));
        assertThat((z[0] * z[0] + z[1] * z[1] + z[2] * z[2]) / 3).isCloseTo(1, within(1e-15));
    }

    @Test
    void aConstantColumnKeepsUnitScaleAndMapsToAConstant() {
        for (Scaling s : new Scaling[] {Scaling.toUnitInterval(ROWS), Scaling.toSymmetricUnitInterval(ROWS),
                Scaling.toZScores(ROWS)}) {
            assertThat(s.scale(1)).isEqualTo(1);
            assertThat(s.forward(1, 10)).isZero();
        }
    }

    @Test
    void inverseUndoesForward() {
        Scaling s = Scaling.toZScores(new double[][] {{1.5, -7}, {3.25, 2}, {-4, 0.5}});
        for (double x : new double[] {-10, 0.3, 42}) {
            for (int c = 0; c < 2; c++) {
                assertThat(s.inverse(c, s.forward(c, x))).isCloseTo(x, within(1e-12));
            }
        }
    }

    @Test
    void variancesScaleWithTheSquareOfTheScale() {
        Scaling s = Scaling.of(new double[] {5}, new double[] {2});
        assertThat(s.forwardVariance(0, 8)).isEqualTo(2);
        assertThat(s.inverseVariance(0, 2)).isEqualTo(8);
        assertThat(s.forwardVariances(0, new double[] {4, 0})).containsExactly(1, 0);
    }

    @Test
    void identityChangesNothing() {
        Scaling s = Scaling.identity(2);
        assertThat(s.forward(new double[] {3, -4})).containsExactly(3, -4);
        assertThat(s.inverseVariance(1, 7)).isEqualTo(7);
    }

    @Test
    void forwardPointsNamesABadPoint() {
        Scaling s = Scaling.identity(2);
        assertThatThrownBy(() -> s.forwardPoints(new double[][] {{1, 2}, {1}}))
                .hasMessage("points[1] has 1 variables, expected 2");
        assertThatThrownBy(() -> s.forwardPoints(new double[][] {{1, Double.NaN}}))
                .hasMessage("points[0][1] is not finite: NaN");
    }

    @Test
    void rejectsAMalformedMap() {
        assertThatThrownBy(() -> Scaling.of(new double[] {0}, new double[] {0})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Scaling.of(new double[] {0}, new double[] {1, 1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Scaling.toZScores(new double[0][])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void survivesWriteAndRead() throws IOException {
        Scaling s = Scaling.toZScores(new double[][] {{1.5, -7}, {3.25, 2}});
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        s.write(new DataOutputStream(bytes));
        Scaling read = Scaling.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        for (int c = 0; c < 2; c++) {
            assertThat(read.shift(c)).isEqualTo(s.shift(c));
            assertThat(read.scale(c)).isEqualTo(s.scale(c));
        }
    }
}
