package io.targetwise.campaign;

import io.targetwise.process.ProcessDefinition;

/** Views of stored proposals, values named by the process's variables. */
public final class Proposals {

    private Proposals() {
    }

    public static ProposalView view(ProposalEntity e, ProcessDefinition process) {
        return new ProposalView(e.id, e.processId, e.createdAt, e.status, process.namedSetpoints(e.setpoint),
                e.predictedMean, e.epistemicSd, e.aleatoricSd, e.expectedSquaredError, e.insideSpecProbability,
                e.acquisitionKind, e.acquisitionValue, e.incumbentError, process.namedSetpoints(e.incumbentSetpoint),
                e.modelVersion, e.selectionRule, e.selectionReason, e.fallbackStreak,
                e.fallbackStreak >= ProposalView.FLAGGED_STREAK, e.createdBy, e.decidedBy, e.decidedAt,
                e.decisionReason);
    }
}
