package io.targetwise.app.campaign;

import io.targetwise.core.proposal.DriftOffset;

/**
 * CDI event: the running setpoint drifted (a drift alarm), so the campaign compensates: it proposes the run setpoint
 * that best meets the target once the drift is added to every forecast (run-to-run offset control,
 * {@code Campaign#compensate}), once its initial design is complete and while it is active.
 *
 * @param offset the drift measured at the running setpoint
 * @param reason what the operator reads, put before the new proposal's own reason
 */
public record DriftCompensationRequested(long processId, DriftOffset offset, String reason) {
}
