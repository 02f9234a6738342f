package io.targetwise.app.proposal;

import java.util.Optional;

/**
 * The incumbent setpoint (the best measured by the robust criterion) of a process's latest model: where a person's
 * revert goes when fewer than two commands were issued. The campaign's history provides it, so the arrow runs from
 * the campaign to proposals and not back.
 */
public interface Incumbents {
    /** Read inside the caller's transaction; empty before the first model. */
    Optional<double[]> latestSetpoint(long processId);
}
