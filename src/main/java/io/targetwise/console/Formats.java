package io.targetwise.console;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Number formatting shared by the console's views: plant values with up to four decimals, no exponent. */
final class Formats {
    private static final ThreadLocal<DecimalFormat> NUMBER = ThreadLocal.withInitial(
            () -> new DecimalFormat("0.####", DecimalFormatSymbols.getInstance(Locale.ROOT)));

    private Formats() {
    }

    static String number(double value) {
        return NUMBER.get().format(value);
    }
}
