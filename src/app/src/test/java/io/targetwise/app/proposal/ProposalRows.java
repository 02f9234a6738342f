package io.targetwise.app.proposal;

import java.time.Instant;
import java.util.List;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import io.targetwise.app.process.ProcessDefinition;

/** Proposals stored and read directly, so that a test controls exactly what a proposal says and sees its row. */
public final class ProposalRows {
    private ProposalRows() {
    }

    /** A proposal's row as a test checks it. */
    public record Row(long id, Instant createdAt, ProposalStatus status, String selectionRule, String createdBy,
            String decidedBy, String decisionReason) {
        private static Row of(ProposalEntity p) {
            return new Row(p.id, p.createdAt, p.status, p.selectionRule, p.createdBy, p.decidedBy, p.decisionReason);
        }
    }

    /** An open proposal for the process at the setpoint, with a fixed forecast (10.2, sd 0.3 and 0.4). */
    public static long open(ProcessDefinition process, double[] setpoint) {
        return QuarkusTransaction.requiringNew().call(() -> {
            ProposalEntity p = new ProposalEntity();
            p.processId = process.id();
            p.createdAt = Instant.now();
            p.status = ProposalStatus.OPEN;
            p.setpoint = setpoint;
            p.predictedMean = 10.2;
            p.epistemicSd = 0.3;
            p.aleatoricSd = 0.4;
            p.expectedSquaredError = 0.29;
            p.insideSpecProbability = 0.93;
            p.acquisitionKind = "robust-ei";
            p.acquisitionValue = 0.12;
            p.incumbentError = 0.5;
            p.incumbentSetpoint = new double[] {5, 5};
            p.modelVersion = 1;
            p.effectFrom = new double[] {5, 5};
            p.meanEffects = new double[] {0.4, -0.2};
            p.spreadEffects = new double[] {0.05, 0};
            p.createdBy = "console-test";
            p.persist();
            return p.id;
        });
    }

    /** Replaces the proposal's forecast. */
    public static void forecast(long proposalId, double mean, double epistemicSd, double aleatoricSd) {
        QuarkusTransaction.requiringNew().run(() -> ProposalEntity.update(
                "predictedMean = ?1, epistemicSd = ?2, aleatoricSd = ?3 where id = ?4", mean, epistemicSd, aleatoricSd,
                proposalId));
    }

    /** Makes the proposal's forecast Student-t with these degrees of freedom. */
    public static void degreesOfFreedom(long proposalId, double degreesOfFreedom) {
        QuarkusTransaction.requiringNew().run(() -> ProposalEntity.update(
                "forecastDegreesOfFreedom = ?1 where id = ?2", degreesOfFreedom, proposalId));
    }

    public static Row row(long proposalId) {
        return QuarkusTransaction.requiringNew().call(() -> Row.of(ProposalEntity.findById(proposalId)));
    }

    public static ProposalStatus status(long proposalId) {
        return row(proposalId).status();
    }

    /** The process's proposals, oldest first. */
    public static List<Row> of(long processId) {
        return QuarkusTransaction.requiringNew().call(() -> ProposalEntity.<ProposalEntity>list("processId",
                Sort.ascending("createdAt", "id"), processId).stream()
                .map(Row::of).toList());
    }
}
