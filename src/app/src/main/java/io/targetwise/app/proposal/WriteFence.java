package io.targetwise.app.proposal;

/**
 * Confirms, inside the caller's transaction, that the work storing a round may still write: a campaign's lease
 * whose generation another instance took over refuses, and the round is not stored. Passed down by the campaign, so
 * that this package needs nothing of how leases work.
 */
@FunctionalInterface
public interface WriteFence {
    /** @throws RuntimeException if the writer lost the right to write; the transaction then rolls back */
    void confirm();
}
