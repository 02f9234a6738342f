package io.targetwise.app.autopilot;

/** A process's autopilot changed state or applied, held or reverted something; fired in the changing transaction. */
public record AutopilotChanged(long processId) {
}
