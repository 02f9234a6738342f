package io.targetwise.app.autopilot;

import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

import io.targetwise.app.common.Formats;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.setpoint.IssuedCommand;

/**
 * What the autopilot decides, as pure functions of what its driver loaded: the driver loads, asks here, then writes.
 * Nothing here reads the database or the clock, so every branch is tested on plain values.
 */
final class AutopilotDecisions {
    static final String DEFINITION_CHANGED = "handed back: the process definition changed and its limits no"
            + " longer fit it; switch it on again with limits for the new definition";

    private AutopilotDecisions() {
    }

    /** What becomes of a round's best proposal. */
    sealed interface ProposalMove {
    }

    /** Apply it: one command. {@code met} names the limits it met. */
    record Apply(String met) implements ProposalMove {
    }

    /** Leave it open for a person; {@code failed} names the limits it failed. */
    record Hold(String failed) implements ProposalMove {
    }

    /** Switch the autopilot off: {@code why}; the proposal stays open for a person with {@code hold}. */
    record HandBack(String why, String hold) implements ProposalMove {
    }

    /**
     * @param limits the autopilot's limits
     * @param fits whether they still fit the process's definition ({@link Limits#misfits})
     * @param movesApplied the moves applied since it was switched on
     * @param setpoint the proposal's setpoint; {@code insideSpec} its predicted in-spec share
     * @param running where the plant runs; null when no reading shows it
     * @param movesInLastHour moves it applied in the hour before {@code now}
     */
    static ProposalMove decide(Limits limits, boolean fits, int movesApplied, Instant now, double[] setpoint,
            double insideSpec, double[] running, long movesInLastHour, Limits.Origin origin) {
        if (!fits) {
            return new HandBack(DEFINITION_CHANGED, "the process definition changed since the autopilot was switched on");
        }
        Optional<String> due = limits.handBack(movesApplied, now);
        if (due.isPresent()) {
            return new HandBack(due.get(), "the autopilot " + due.get());
        }
        Limits.Verdict verdict = limits.check(setpoint, insideSpec, running, movesInLastHour, origin);
        return verdict.passed() ? new Apply("limits met: " + String.join("; ", verdict.met()))
                : new Hold(String.join("; ", verdict.failed()));
    }

    /**
     * A fallback's command, if any, and what it did.
     *
     * @param revertTo where to send the plant; empty when no command goes out
     */
    record Fallback(Optional<double[]> revertTo, String done) {
    }

    /**
     * Back to the last good setpoint if the autopilot sent the plant where it runs and not there already: a person's
     * setpoint (or the initial design's) is a person's to undo.
     *
     * @param good the last setpoint whose forecast was met, or where the autopilot was switched on
     * @param latest the process's latest command
     */
    static Fallback fallBack(Optional<double[]> good, Optional<IssuedCommand> latest, ProcessDefinition process) {
        if (latest.filter(c -> c.issuedBy().equals(AutopilotDriver.NAME)).isEmpty()) {
            return new Fallback(Optional.empty(), "the plant runs where a person sent it, so the autopilot sends no"
                    + " command");
        }
        if (good.isEmpty()) {
            return new Fallback(Optional.empty(), "no good setpoint is known, so the plant stays where it is");
        }
        String where = Formats.setpoints(process.namedSetpoints(good.get()));
        if (Arrays.equals(latest.get().setpoint(), good.get())) {
            return new Fallback(Optional.empty(), "the plant was last sent to the last good setpoint, " + where
                    + ", already");
        }
        return new Fallback(good, "reverted to the last good setpoint, " + where);
    }
}
