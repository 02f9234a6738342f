package io.targetwise.app.campaign;

import java.time.Instant;
import java.util.Optional;

import io.targetwise.app.process.ProcessDefinition;

/**
 * Limits narrower than the process's own that the campaign's search keeps to while they are in force: the autopilot's
 * box and step, so that what it proposes is what the autopilot may apply. Implemented where such limits are kept
 * (the autopilot), which depends on the campaign and not the other way round.
 */
public interface OperatingLimits {
    /** Says which limits a proposal was searched within when none are in force. */
    String PROCESS_LIMITS = "the process's design bounds and maximum steps";

    /** The limits in force for the process now; empty when the process's own apply. Read inside a transaction. */
    Optional<Box> inForce(ProcessDefinition process);

    /**
     * A box and a largest step per design variable, in the definition's order, inside the process's own.
     *
     * @param description which limits these are, as a proposal says it was searched within them
     * @param since when they came into force (switched on, changed, resumed): the same limits in force again are a
     *     new decision, which a proposal request on the same data answers anew
     */
    record Box(String description, double[] lower, double[] upper, double[] maxStep, Instant since) {
    }
}
