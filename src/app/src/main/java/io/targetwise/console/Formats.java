package io.targetwise.console;

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

    public static String percent(double probability) {
        return Math.round(probability * 100) + " %";
    }

    public static String time(Instant instant) {
        return instant == null ? "–" : TIME.format(instant);
    }

    /** "name = value" pairs, e.g. of a setpoint. */
    public static String setpoints(Map<String, Double> values) {
        return values.entrySet().stream().map(e -> e.getKey() + " = " + number(e.getValue()))
                .collect(Collectors.joining(", "));
    }
}
