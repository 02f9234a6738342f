package io.targetwise.app.campaign;

import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;

/** Reads stored proposals as views, values named by the process's variables. */
@ApplicationScoped
public class Proposals {

    /** The process's proposals, newest first; every status when {@code status} is null. */
    @Transactional
    public List<ProposalView> of(ProcessDefinition process, ProposalStatus status, PageRequest page) {
        return ProposalEntity.forProcess(process.id(), status, page).stream().map(p -> view(p, process)).toList();
    }

    @Transactional
    public long openCount(ProcessDefinition process) {
        return ProposalEntity.countOpen(process.id());
    }

    public static ProposalView view(ProposalEntity e, ProcessDefinition process) {
        return new ProposalView(e.id, e.processId, e.createdAt, e.status, process.namedSetpoints(e.setpoint),
                e.predictedMean, e.epistemicSd, e.aleatoricSd, e.expectedSquaredError, e.insideSpecProbability,
                e.acquisitionKind, e.acquisitionValue, e.incumbentError, process.namedSetpoints(e.incumbentSetpoint),
                e.modelVersion, e.selectionRule, e.selectionReason, e.fallbackStreak,
                e.fallbackStreak >= ProposalView.FLAGGED_STREAK, e.createdBy, e.decidedBy, e.decidedAt,
                e.decisionReason, effects(e, process), e.autopilotHold);
    }

    private static List<ProposalView.Effect> effects(ProposalEntity e, ProcessDefinition process) {
        if (e.effectFrom == null) {
            return List.of();
        }
        List<ProposalView.Effect> effects = new ArrayList<>();
        for (int i = 0; i < Math.min(e.effectFrom.length, process.designVariables().size()); i++) {
            effects.add(new ProposalView.Effect(process.designVariables().get(i).name(), e.effectFrom[i], e.setpoint[i],
                    e.setpoint[i] - e.effectFrom[i], e.meanEffects[i], e.spreadEffects[i]));
        }
        return List.copyOf(effects);
    }
}
