package io.targetwise.app.common;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/** Number and time formatting shared by the console's views: plant values with up to four decimals, no exponent. */
public final class Formats {
    private static final int QUOTED_LENGTH = 40;
    private static final ThreadLocal<DecimalFormat> NUMBER = ThreadLocal.withInitial(
            () -> new DecimalFormat("0.####", DecimalFormatSymbols.getInstance(Locale.ROOT)));
    private static final ThreadLocal<DecimalFormat> INDEX = ThreadLocal.withInitial(
            () -> new DecimalFormat("0.00", DecimalFormatSymbols.getInstance(Locale.ROOT)));
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private Formats() {
    }

    public static String number(double value) {
        return NUMBER.get().format(value);
    }

    /** A capability index with two decimals, or a dash where the data cannot give one. */
    public static String index(OptionalDouble value) {
        return value.isPresent() ? INDEX.get().format(value.getAsDouble()) : "–";
    }

    /**
     * One decimal, e.g. "99.6 %"; a probability that is not certain never reads as certain: "> 99.9 %" and
     * "< 0.1 %" where one decimal would round it to 100 % or 0 %.
     */
    public static String percent(double probability) {
        double tenths = Math.round(probability * 1000) / 10.0;
        if (tenths >= 100 && probability < 1) {
            return "> 99.9 %";
        }
        if (tenths <= 0 && probability > 0) {
            return "< 0.1 %";
        }
        return String.format(java.util.Locale.ROOT, "%.1f %%", tenths);
    }

    /** A distance in standard deviations, unsigned, with one decimal: "9.6σ". */
    public static String sigma(double standardDeviations) {
        return String.format(Locale.ROOT, "%.1fσ", Math.abs(standardDeviations));
    }

    public static String time(Instant instant) {
        return instant == null ? "–" : TIME.format(instant);
    }

    /** A quantity with its unit, as an axis or a column names it: "maximum diameter [mm]". */
    public static String quantity(String name, String unit) {
        return name + " [" + unit + "]";
    }

    /** "name = value" pairs, e.g. of a setpoint. */
    public static String setpoints(Map<String, Double> values) {
        return values.entrySet().stream().map(e -> e.getKey() + " = " + number(e.getValue()))
                .collect(Collectors.joining(", "));
    }

    /**
     * A value as an error message quotes it: in quotes, shortened past {@value #QUOTED_LENGTH} characters, because
     * messages travel in Kafka headers and API answers and a value may be as long as its source allows.
     */
    public static String quoted(String value) {
        if (value == null) {
            return "null";
        }
        return value.length() <= QUOTED_LENGTH ? "'" + value + "'"
                : "'" + value.substring(0, QUOTED_LENGTH) + "…' (" + value.length() + " characters)";
    }
}
