package io.targetwise.app.proposal;

import java.util.List;

/**
 * New open proposals of one round, best first, fired in the transaction that stored them. Observed after the commit
 * it runs on the campaign worker that made them, while that worker still holds the process's lease.
 */
public record ProposalsMade(long processId, List<Long> proposalIds) {
    public ProposalsMade {
        proposalIds = List.copyOf(proposalIds);
    }
}
