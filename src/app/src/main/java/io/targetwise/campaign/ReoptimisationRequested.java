package io.targetwise.campaign;

/**
 * CDI event: something found the running setpoint no longer right (a drift alarm), so the campaign proposes anew,
 * once its initial design is complete and while it is active.
 *
 * @param reason what the operator reads, put before the new proposal's own reason
 */
public record ReoptimisationRequested(long processId, String reason) {
}
