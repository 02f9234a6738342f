package io.targetwise.app.campaign;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.Incumbents;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.core.proposal.Incumbent;

/**
 * The stored refits of each campaign: the E_min convergence history the API and the console draw, and the model
 * versions proposals carry. Versions continue across restarts and instances because they come from the database.
 */
@ApplicationScoped
public class CampaignHistory implements Incumbents {
    private final Clock clock;
    private final DesignPoints designPoints;

    CampaignHistory(Clock clock, DesignPoints designPoints) {
        this.clock = clock;
        this.designPoints = designPoints;
    }

    /** Every refit, oldest first. */
    /** Newest first. */
    public List<CampaignIterationView> iterations(ProcessDefinition process, PageRequest page) {
        return QuarkusTransaction.requiringNew().call(() -> CampaignIterationEntity.forProcess(process.id(), page)
                .stream().map(i -> CampaignIterationView.of(i, process)).toList());
    }

    /** The incumbent setpoint of the latest refit; empty before the first. */
    @Override
    public Optional<double[]> latestSetpoint(long processId) {
        return CampaignIterationEntity.forProcess(processId, PageRequest.first(1)).stream().findFirst()
                .map(latest -> latest.incumbentSetpoint);
    }

    /**
     * @return the model version given to this refit: one past the process's last
     * @throws CampaignLeases.LeaseLostException if another instance took the lease over; nothing is stored
     */
    int record(CampaignLeases.Lease lease, Incumbent incumbent, int measurements, long fitMillis) {
        long processId = lease.processId();
        return QuarkusTransaction.requiringNew().call(() -> {
            lease.confirm();
            Integer last = CampaignIterationEntity.getEntityManager().createQuery(
                    "select max(i.modelVersion) from CampaignIterationEntity i where i.processId = ?1", Integer.class)
                    .setParameter(1, processId).getSingleResult();
            CampaignIterationEntity it = new CampaignIterationEntity();
            it.processId = processId;
            it.modelVersion = last == null ? 1 : last + 1;
            it.fittedAt = Instant.now(clock);
            it.measurements = measurements;
            it.designPoints = (int) designPoints.count(processId);
            it.incumbentError = incumbent.robustError();
            it.incumbentSetpoint = incumbent.setpoint().toArray();
            it.fitMillis = fitMillis;
            it.persist();
            return it.modelVersion;
        });
    }
}
