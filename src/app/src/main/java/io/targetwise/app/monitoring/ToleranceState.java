package io.targetwise.app.monitoring;

import java.util.List;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Reading;

/**
 * The tolerance state from a window rather than one reading: out of tolerance when at least two of the last
 * {@value #WINDOW} readings lie outside [LSL, USL], or every reading there is so far; a lone excursion is reported as
 * a count, not an alarm.
 *
 * @param outside readings of the window outside the limits
 * @param window readings in the window (fewer while the process is new)
 */
public record ToleranceState(int outside, int window) {
    /** How many of the latest readings the state looks at. */
    public static final int WINDOW = 5;

    /** The state of the last {@value #WINDOW} of {@code recent} (oldest first). */
    public static ToleranceState of(ProcessDefinition process, List<Reading> recent) {
        List<Reading> window = recent.subList(Math.max(0, recent.size() - WINDOW), recent.size());
        return new ToleranceState((int) window.stream().filter(r -> !inTolerance(process, r.output())).count(),
                window.size());
    }

    /** Whether a value lies within the specification limits [LSL, USL]. */
    public static boolean inTolerance(ProcessDefinition process, double output) {
        return process.lowerSpecLimit() <= output && output <= process.upperSpecLimit();
    }

    public boolean abnormal() {
        return window > 0 && (outside >= 2 || outside == window);
    }

    /** e.g. "OUT OF TOLERANCE · 3 of the last 5 readings", "in tolerance · 1 of the last 5 readings outside". */
    public String text() {
        if (window == 0) {
            return "no readings yet";
        }
        String of = outside + " of the last " + window + " readings";
        if (abnormal()) {
            return "OUT OF TOLERANCE · " + (window == 1 ? "its only reading" : of);
        }
        return outside == 0 ? "in tolerance" : "in tolerance · " + of + " outside";
    }
}
