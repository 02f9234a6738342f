package io.targetwise.app.autopilot;

import java.time.Instant;

/**
 * A process's autopilot as the API and the console show it.
 *
 * @param limits the limits it was last switched on with, every default filled in; null if it never was
 * @param reason why it is in this state, in a sentence
 * @param movesApplied moves applied since it was last switched on
 * @param insideToleranceSeen whether the process has been inside tolerance since it was switched on or resumed:
 *     until then it is bringing the process in, and an OUT OF TOLERANCE alarm does not make it fall back
 */
public record AutopilotView(long processId, AutopilotState state, String reason, AutopilotLimits limits,
        String switchedOnBy, Instant switchedOnAt, int movesApplied, boolean insideToleranceSeen, String changedBy,
        Instant changedAt) {

    static AutopilotView neverOn(long processId) {
        return new AutopilotView(processId, AutopilotState.OFF, "never switched on: every proposal waits for a person",
                null, null, null, 0, false, null, null);
    }
}
