package io.targetwise.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;

/** Plant values as operators read them: no exponent, at most four decimals, a dash where there is no value. */
class FormatsTest {

    @Test
    void numbersHaveAtMostFourDecimalsAndNoExponent() {
        assertThat(Formats.number(10)).isEqualTo("10");
        assertThat(Formats.number(9.87654)).isEqualTo("9.8765");
        assertThat(Formats.number(0.00001)).isEqualTo("0");
        assertThat(Formats.number(1234567.5)).isEqualTo("1234567.5");
        assertThat(Formats.number(-0.25)).isEqualTo("-0.25");
    }

    @Test
    void capabilityIndicesHaveTwoDecimalsOrADash() {
        assertThat(Formats.index(OptionalDouble.of(1.333))).isEqualTo("1.33");
        assertThat(Formats.index(OptionalDouble.empty())).isEqualTo("–");
    }

    @Test
    void probabilitiesHaveOneDecimalAndNeverRoundToCertainty() {
        assertThat(Formats.percent(0.934)).isEqualTo("93.4 %");
        assertThat(Formats.percent(0.9956)).isEqualTo("99.6 %");
        assertThat(Formats.percent(0.99996)).isEqualTo("> 99.9 %");
        assertThat(Formats.percent(1)).isEqualTo("100.0 %");
        assertThat(Formats.percent(0.00004)).isEqualTo("< 0.1 %");
        assertThat(Formats.percent(0)).isEqualTo("0.0 %");
    }

    @Test
    void aDistanceInSigmaHasOneDecimalAndNoSign() {
        assertThat(Formats.sigma(9.5781)).isEqualTo("9.6σ");
        assertThat(Formats.sigma(-0.04)).isEqualTo("0.0σ");
    }

    @Test
    void anUnknownTimeIsADash() {
        assertThat(Formats.time(null)).isEqualTo("–");
        assertThat(Formats.time(Instant.parse("2026-11-21T08:00:00Z"))).matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
    }

    @Test
    void setpointsAreNamedInTheProcessOrder() {
        Map<String, Double> setpoint = new LinkedHashMap<>();
        setpoint.put("force", 120.5);
        setpoint.put("temperature", 1100.0);
        assertThat(Formats.setpoints(setpoint)).isEqualTo("force = 120.5, temperature = 1100");
    }
}
