package io.targetwise.campaign;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.acquisition.AcquisitionKind;
import io.targetwise.acquisition.AcquisitionSettings;
import io.targetwise.acquisition.AleatoricTreatment;
import io.targetwise.ingest.MeasurementEntity;
import io.targetwise.ingest.MeasurementMessage;
import io.targetwise.process.ProcessDefinition;
import io.targetwise.proposal.Campaign;
import io.targetwise.proposal.SearchSpace;
import io.targetwise.surrogate.Measurement;

/**
 * Each process's in-memory ask/tell {@link Campaign}, kept across requests so the surrogate is refitted only when
 * new data arrived. The database is the truth: every instance brings its campaign up to date from it before each
 * piece of work, and rebuilds it when the settings or the process definition (bounds, resolution, target, limits)
 * differ from those it was built with. Comparing with the definition the work was given, read from the database,
 * rather than waiting for a change event, holds on every instance even when an event between instances is lost.
 */
@ApplicationScoped
class LiveCampaigns {
    private final CampaignSettingsService settings;
    private final Map<Long, LiveCampaign> live = new ConcurrentHashMap<>();

    LiveCampaigns(CampaignSettingsService settings) {
        this.settings = settings;
    }

    /** The process's campaign, told every usable measurement stored so far (bad-quality readings excluded). */
    LiveCampaign synced(ProcessDefinition process) {
        CampaignSettings current = settings.settings(process.id());
        LiveCampaign c = live.compute(process.id(), (id, existing) -> existing != null
                && existing.settings().equals(current) && existing.process().equals(process)
                ? existing : newCampaign(process, current));
        synchronized (c) {
            boolean conditioned = SurrogateChoice.fromId(c.settings().surrogate()).conditionsOnEnvironment();
            int environmentSize = process.environmentalVariables().size();
            List<Object[]> rows = QuarkusTransaction.requiringNew().call(() -> MeasurementEntity.getEntityManager()
                    .createQuery("select m.id, m.setpoint, m.output, m.sourceTime, m.environment from MeasurementEntity m"
                            + " where m.processId = ?1 and m.quality <> ?2 order by m.id", Object[].class)
                    .setParameter(1, process.id()).setParameter(2, MeasurementMessage.Quality.BAD).getResultList());
            List<Measurement> fresh = new ArrayList<>();
            Object[] newest = null;
            Object[] newestEnvironment = null;
            for (Object[] row : rows) {
                boolean complete = completeEnvironment((double[]) row[4], environmentSize);
                if (c.knownMeasurementIds().add((Long) row[0]) && (!conditioned || complete)) {
                    fresh.add(conditioned ? Measurement.of((double[]) row[1], (double[]) row[4], (Double) row[2])
                            : Measurement.of((double[]) row[1], (Double) row[2]));
                }
                if (newest == null || !((Instant) row[3]).isBefore((Instant) newest[3])) {
                    newest = row;
                }
                if (complete && (newestEnvironment == null || !((Instant) row[3]).isBefore((Instant) newestEnvironment[3]))) {
                    newestEnvironment = row;
                }
            }
            if (!fresh.isEmpty()) {
                c.campaign().tell(fresh);
            }
            if (newest != null) {
                double[] context = conditioned && newestEnvironment != null ? (double[]) newestEnvironment[4]
                        : c.campaign().searchSpace().context();
                c.campaign().updateSearchSpace(stepLimited(process, (double[]) newest[1]).withContext(context));
            }
        }
        return c;
    }

    /** Every environmental variable reported (stored readings leave unreported ones NaN, or the list short). */
    private static boolean completeEnvironment(double[] environment, int size) {
        if (size == 0 || environment == null || environment.length != size) {
            return false;
        }
        for (double v : environment) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The space within each variable's maximum step of the running setpoint, the newest reading's (clamped into the
     * bounds, as a plant may report a setpoint just outside them): the trust region proposals stay in.
     */
    static SearchSpace stepLimited(ProcessDefinition process, double[] running) {
        SearchSpace.Builder space = SearchSpace.builder();
        double[] current = new double[running.length];
        for (int i = 0; i < running.length; i++) {
            ProcessDefinition.DesignVariable v = process.designVariables().get(i);
            space.variable(v.setpointVariable(v.name()).withMaxStep(v.effectiveMaxStep()));
            current[i] = Math.min(v.upperBound(), Math.max(v.lowerBound(), running[i]));
        }
        return space.currentSetpoint(current).build();
    }

    private static LiveCampaign newCampaign(ProcessDefinition process, CampaignSettings settings) {
        SearchSpace.Builder space = SearchSpace.builder();
        process.designVariables().forEach(v -> space.variable(v.setpointVariable(v.name())));
        double[] resolution = process.resolutions();
        SurrogateChoice surrogate = SurrogateChoice.fromId(settings.surrogate());
        if (surrogate.conditionsOnEnvironment()) {
            // A placeholder until the first sync sets the newest reading's environment; no model exists before it.
            space.context(new double[process.environmentalVariables().size()]);
        }
        Campaign campaign = Campaign.builder()
                .searchSpace(space.build())
                .acquisition(AcquisitionKind.fromId(settings.acquisition()),
                        AcquisitionSettings.of(process.target(), process.lowerSpecLimit(), process.upperSpecLimit())
                                .with(AleatoricTreatment.fromId(settings.aleatoric())))
                .fitter(surrogate.fitter(resolution))
                .build();
        return new LiveCampaign(campaign, process, settings, new HashSet<>());
    }

    /**
     * A process's in-memory campaign, the definition and settings it was built with, the stored measurements it was
     * told, and the last version recorded.
     */
    static final class LiveCampaign {
        private final Campaign campaign;
        private final ProcessDefinition process;
        private final CampaignSettings settings;
        private final Set<Long> knownMeasurementIds;
        private int campaignVersionRecorded;
        private int recordedVersion;

        LiveCampaign(Campaign campaign, ProcessDefinition process, CampaignSettings settings,
                Set<Long> knownMeasurementIds) {
            this.campaign = campaign;
            this.process = process;
            this.settings = settings;
            this.knownMeasurementIds = knownMeasurementIds;
        }

        Campaign campaign() {
            return campaign;
        }

        ProcessDefinition process() {
            return process;
        }

        CampaignSettings settings() {
            return settings;
        }

        Set<Long> knownMeasurementIds() {
            return knownMeasurementIds;
        }

        synchronized int campaignVersionRecorded() {
            return campaignVersionRecorded;
        }

        synchronized int recordedVersion() {
            return recordedVersion;
        }

        synchronized void recorded(int campaignVersion, int storedVersion) {
            campaignVersionRecorded = campaignVersion;
            recordedVersion = storedVersion;
        }
    }
}
