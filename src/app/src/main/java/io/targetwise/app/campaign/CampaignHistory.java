package io.targetwise.app.campaign;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
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

    /** Every refit, newest first. */
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
     * Records a refit, unless the process's latest one rests on the same data, settings and definition (another
     * instance fitted them first: a lease taken over, a restart); then its version is this refit's too.
     *
     * @param fitted what the refit rests on ({@code LiveCampaigns.LiveCampaign#fitted}); only its digest is kept
     * @return the model version of this refit: one past the process's last, or the last's when it rests on the same
     * @throws CampaignLeases.LeaseLostException if another instance took the lease over; nothing is stored
     */
    int record(CampaignLeases.Lease lease, Incumbent incumbent, int measurements, long fitMillis, String fitted) {
        long processId = lease.processId();
        String fitKey = UUID.nameUUIDFromBytes(fitted.getBytes(StandardCharsets.UTF_8)).toString();
        return QuarkusTransaction.requiringNew().call(() -> {
            lease.confirm();
            Optional<CampaignIterationEntity> last = CampaignIterationEntity.<CampaignIterationEntity>find(
                    "processId", Sort.descending("modelVersion"), processId).firstResultOptional();
            if (last.isPresent() && fitKey.equals(last.get().fitKey)) {
                return last.get().modelVersion;
            }
            CampaignIterationEntity it = new CampaignIterationEntity();
            it.processId = processId;
            it.modelVersion = last.map(l -> l.modelVersion + 1).orElse(1);
            it.fittedAt = Instant.now(clock);
            it.measurements = measurements;
            it.designPoints = (int) designPoints.count(processId);
            it.incumbentError = incumbent.robustError();
            it.incumbentSetpoint = incumbent.setpoint().toArray();
            it.fitMillis = fitMillis;
            it.fitKey = fitKey;
            it.persist();
            return it.modelVersion;
        });
    }
}
