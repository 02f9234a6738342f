package io.targetwise.app.console.data;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.campaign.CampaignSettings;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.spc.ProcessCapability;

/**
 * A process by exception: its latest reading against the tolerance, its recent capability, what awaits a decision,
 * and, when no reading arrived for a while, when the last one did ({@code readingsStoppedSince}).
 */
public record ProcessStatus(ProcessDefinition process, List<Reading> recent, ProcessCapability capability,
        int openProposals, CampaignSettings campaign, Optional<Integer> modelVersion,
        Optional<Instant> readingsStoppedSince) {

    /** How many of the latest readings the tolerance state looks at. */
    public static final int STATE_WINDOW = 5;

    /**
     * The tolerance state from a window rather than one reading: out of tolerance when at least two of the last
     * {@value #STATE_WINDOW} readings lie outside [LSL, USL], or every reading there is so far; a lone excursion is
     * reported as a count, not an alarm.
     *
     * @param outside readings of the window outside the limits
     * @param window readings in the window (fewer while the process is new)
     */
    public record ToleranceState(int outside, int window) {
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

    public ToleranceState toleranceState() {
        return toleranceState(process, recent);
    }

    /** The state of the last {@value #STATE_WINDOW} of {@code recent} (oldest first). */
    public static ToleranceState toleranceState(ProcessDefinition process, List<Reading> recent) {
        List<Reading> window = recent.subList(Math.max(0, recent.size() - STATE_WINDOW), recent.size());
        return new ToleranceState((int) window.stream().filter(r -> !inTolerance(process, r.output())).count(),
                window.size());
    }

    public Optional<Reading> last() {
        return recent.isEmpty() ? Optional.empty() : Optional.of(recent.get(recent.size() - 1));
    }

    /** Whether a value lies within the specification limits [LSL, USL]. */
    public static boolean inTolerance(ProcessDefinition process, double output) {
        return process.lowerSpecLimit() <= output && output <= process.upperSpecLimit();
    }
}
