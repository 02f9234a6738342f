package io.targetwise.app.common;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/**
 * Stores a vector of doubles as comma-separated text: portable across H2 and PostgreSQL, and exact, since
 * {@link Double#toString} round-trips. NaN marks a value that was not reported.
 */
@Converter
public class ValueList implements AttributeConverter<double[], String> {

    @Override
    public String convertToDatabaseColumn(double[] values) {
        return format(values);
    }

    @Override
    public double[] convertToEntityAttribute(String text) {
        return parse(text);
    }

    public static String format(double[] values) {
        if (values == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder(values.length * 8);
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(values[i]);
        }
        return sb.toString();
    }

    public static double[] parse(String text) {
        if (text == null) {
            return null;
        }
        if (text.isEmpty()) {
            return new double[0];
        }
        String[] parts = text.split(",");
        double[] values = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            values[i] = Double.parseDouble(parts[i]);
        }
        return values;
    }
}
