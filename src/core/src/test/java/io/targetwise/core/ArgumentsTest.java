package io.targetwise.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ArgumentsTest {

    @Test
    void acceptedValuesArePassedThrough() {
        double[] values = {1, 2};
        assertThat(Arguments.requireNonNull("x", "a")).isEqualTo("a");
        assertThat(Arguments.requireNonBlank("x", "a")).isEqualTo("a");
        assertThat(Arguments.requireFinite("x", -1.5)).isEqualTo(-1.5);
        assertThat(Arguments.requireFinite("x", values)).isSameAs(values);
        assertThat(Arguments.requirePositive("x", 0.5)).isEqualTo(0.5);
        assertThat(Arguments.requirePositive("x", values)).isSameAs(values);
        assertThat(Arguments.requirePositive("x", Duration.ofSeconds(1))).isEqualTo(Duration.ofSeconds(1));
        assertThat(Arguments.requireNonNegative("x", 0)).isZero();
        assertThat(Arguments.requireNonNegative("x", values)).isSameAs(values);
        assertThat(Arguments.requireAtLeast("x", 3, 3)).isEqualTo(3);
    }

    @Test
    void messagesNameTheFieldAndTheValue() {
        assertThatThrownBy(() -> Arguments.requireNonNull("model", null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("model must not be null");
        assertThatThrownBy(() -> Arguments.requireNonBlank("id", " ")).hasMessage("id must not be blank");
        assertThatThrownBy(() -> Arguments.requireFinite("output", Double.NaN)).hasMessage("output is not finite: NaN");
        assertThatThrownBy(() -> Arguments.requireFinite("x", new double[] {0, Double.POSITIVE_INFINITY}))
                .hasMessage("x[1] is not finite: Infinity");
        assertThatThrownBy(() -> Arguments.requirePositive("rate", 0)).hasMessage("rate must be finite and > 0, got 0.0");
        assertThatThrownBy(() -> Arguments.requirePositive("grid", new double[0])).hasMessage("grid must not be empty");
        assertThatThrownBy(() -> Arguments.requirePositive("grid", new double[] {1, -1}))
                .hasMessage("grid[1] must be finite and > 0, got -1.0");
        assertThatThrownBy(() -> Arguments.requirePositive("tick", Duration.ZERO)).hasMessage("tick must be positive, got PT0S");
        assertThatThrownBy(() -> Arguments.requireNonNegative("noise", -1e-3))
                .hasMessage("noise must be finite and >= 0, got -0.001");
        assertThatThrownBy(() -> Arguments.requireNonNegative("variance", new double[] {0, Double.NaN}))
                .hasMessage("variance[1] must be finite and >= 0, got NaN");
        assertThatThrownBy(() -> Arguments.requireAtLeast("epochs", 0, 1)).hasMessage("epochs must be >= 1, got 0");
    }

    @Test
    void infinitiesAndNaNAreNeverPositiveOrNonNegative() {
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThatThrownBy(() -> Arguments.requirePositive("x", bad)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> Arguments.requireNonNegative("x", bad)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void regressionDataNeedsOneOutputPerRectangularInputRow() {
        Arguments.requireRegressionData(new double[][] {{1, 2}, {3, 4}}, new double[] {0, 1});
        assertThatThrownBy(() -> Arguments.requireRegressionData(new double[0][], new double[0]))
                .hasMessage("inputs and outputs must be non-empty and of equal length, got 0 and 0");
        assertThatThrownBy(() -> Arguments.requireRegressionData(new double[][] {{1, 2}, {3}}, new double[] {0, 1}))
                .hasMessage("input row 1 has 1 values, row 0 has 2");
    }
}
