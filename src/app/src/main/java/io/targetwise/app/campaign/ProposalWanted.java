package io.targetwise.app.campaign;

/**
 * CDI event: the limits a process's proposals are searched within changed (its autopilot switched on, with new limits
 * or again, or resumed), so the open proposals were made under others; an active campaign proposes at once, which
 * supersedes them. Fired in the changing transaction, heard after it commits.
 */
public record ProposalWanted(long processId) {
}
