package io.targetwise.app.proposal;

/** Life of a proposal: open until a person decides, or until a newer model supersedes it. */
public enum ProposalStatus {
    OPEN, APPROVED, REJECTED, SUPERSEDED
}
