package io.targetwise.app.campaign;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.proposal.Campaign;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.Measurement;

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
    private final Readings readings;
    private final OperatingLimits operatingLimits;
    private final Map<Long, LiveCampaign> live = new ConcurrentHashMap<>();
    private final Duration readingsSettle;

    /**
     * @param transactionTimeout the longest a transaction storing readings may last: a reading's id is settled
     *     ({@link ReadingsCursor}) twice that long after it was read
     */
    LiveCampaigns(CampaignSettingsService settings, Readings readings, OperatingLimits operatingLimits,
            @ConfigProperty(name = "quarkus.transaction-manager.default-transaction-timeout", defaultValue = "60s")
            Duration transactionTimeout) {
        this.settings = settings;
        this.readings = readings;
        this.operatingLimits = operatingLimits;
        this.readingsSettle = transactionTimeout.multipliedBy(2);
    }

    /** The process's campaign, told every usable measurement stored so far (bad-quality readings excluded). */
    LiveCampaign synced(ProcessDefinition process) {
        CampaignSettings current = settings.settings(process.id());
        LiveCampaign c = live.compute(process.id(), (id, existing) -> existing != null
                && existing.settings().equals(current) && existing.process().equals(process)
                ? existing : newCampaign(process, current, readingsSettle));
        synchronized (c) {
            boolean conditioned = c.settings().surrogate().conditionsOnEnvironment();
            int environmentSize = process.environmentalVariables().size();
            long above = c.readings.readAbove(System.nanoTime());
            List<StoredReading> rows = readings.usableAbove(process.id(), above);
            long readEnd = System.nanoTime();
            List<Measurement> fresh = new ArrayList<>();
            for (StoredReading row : rows) {
                boolean complete = completeEnvironment(row.environment(), environmentSize);
                if (c.readings.firstSight(row.id()) && (!conditioned || complete)) {
                    fresh.add(conditioned ? Measurement.of(row.setpoint(), row.environment(), row.output())
                            : Measurement.of(row.setpoint(), row.output()));
                }
                c.newest = Newest.later(c.newest, row.sourceTime(), row.id(), row.setpoint());
                if (complete) {
                    c.newestEnvironment = Newest.later(c.newestEnvironment, row.sourceTime(), row.id(),
                            row.environment());
                }
            }
            c.readings.read(readEnd, rows.isEmpty() ? above : rows.get(rows.size() - 1).id());
            if (!fresh.isEmpty()) {
                c.campaign().tell(fresh);
            }
            if (c.newest != null) {
                double[] context = conditioned && c.newestEnvironment != null ? c.newestEnvironment.values()
                        : c.campaign().searchSpace().context();
                Optional<OperatingLimits.Box> limits = operatingLimits.inForce(process);
                Search search = stepLimited(process, c.newest.values(), limits);
                c.campaign().updateSearchSpace(search.space().withContext(context));
                c.searchedWithin = search.within();
                c.limitsSince = limits.map(OperatingLimits.Box::since).orElse(null);
            }
        }
        return c;
    }

    /** The values of the reading with the latest source time seen (ties to the higher id). */
    record Newest(Instant sourceTime, long id, double[] values) {
        static Newest later(Newest current, Instant sourceTime, long id, double[] values) {
            return current == null || sourceTime.isAfter(current.sourceTime)
                    || sourceTime.equals(current.sourceTime) && id > current.id ? new Newest(sourceTime, id, values)
                    : current;
        }
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

    /** A search space and which limits it keeps to, as a proposal made in it says. */
    record Search(SearchSpace space, String within) {
    }

    /**
     * The space within each variable's maximum step of the running setpoint, the newest reading's (clamped into the
     * bounds, as a plant may report a setpoint just outside them): the trust region proposals stay in. Where narrower
     * limits are in force (the autopilot's box and step), the intersection: a proposal the autopilot must hold for a
     * person is then the exception, not the rule. When that box lies beyond one step of the running setpoint, no
     * proposal can be inside it; the process's own limits apply, and a person decides on what they give.
     */
    static Search stepLimited(ProcessDefinition process, double[] running, Optional<OperatingLimits.Box> limits) {
        if (limits.isPresent()) {
            try {
                return new Search(space(process, running, limits.get()), limits.get().description());
            } catch (IllegalArgumentException outOfReach) {
                // The space refuses a variable whose box has no grid value within its step of the running setpoint.
                return new Search(space(process, running, null), OperatingLimits.PROCESS_LIMITS + " ("
                        + limits.get().description() + " lie beyond one step of the running setpoint)");
            }
        }
        return new Search(space(process, running, null), OperatingLimits.PROCESS_LIMITS);
    }

    /** The space within each variable's step of the running setpoint, inside the box when one is given. */
    private static SearchSpace space(ProcessDefinition process, double[] running, OperatingLimits.Box box) {
        SearchSpace.Builder space = SearchSpace.builder();
        variables(process, box).forEach(space::variable);
        double[] current = new double[running.length];
        for (int i = 0; i < running.length; i++) {
            ProcessDefinition.DesignVariable v = process.designVariables().get(i);
            current[i] = Math.min(v.upperBound(), Math.max(v.lowerBound(), running[i]));
        }
        return space.currentSetpoint(current).build();
    }

    /**
     * Each design variable with its bounds, resolution and maximum step; where a box is given (null: none), bounds
     * and step narrowed to it.
     */
    static List<SetpointVariable> variables(ProcessDefinition process, OperatingLimits.Box box) {
        List<SetpointVariable> variables = new ArrayList<>();
        for (int i = 0; i < process.designVariables().size(); i++) {
            ProcessDefinition.DesignVariable v = process.designVariables().get(i);
            SetpointVariable own = v.setpointVariable(v.name());
            variables.add(box == null ? own.withMaxStep(v.effectiveMaxStep())
                    : new SetpointVariable(own.name(), Math.max(own.lower(), box.lower()[i]),
                            Math.min(own.upper(), box.upper()[i]), own.resolution(),
                            Math.min(v.effectiveMaxStep(), box.maxStep()[i])));
        }
        return variables;
    }

    private static LiveCampaign newCampaign(ProcessDefinition process, CampaignSettings settings, Duration settle) {
        SearchSpace.Builder space = SearchSpace.builder();
        process.designVariables().forEach(v -> space.variable(v.setpointVariable(v.name())));
        double[] resolution = process.resolutions();
        SurrogateChoice surrogate = settings.surrogate();
        if (surrogate.conditionsOnEnvironment()) {
            // A placeholder until the first sync sets the newest reading's environment; no model exists before it.
            space.context(new double[process.environmentalVariables().size()]);
        }
        Campaign campaign = Campaign.builder()
                .searchSpace(space.build())
                .acquisition(settings.acquisition(),
                        AcquisitionSettings.of(process.target(), process.lowerSpecLimit(), process.upperSpecLimit())
                                .with(settings.aleatoric()))
                .fitter(surrogate.fitter(resolution))
                .build();
        return new LiveCampaign(campaign, process, settings, new ReadingsCursor(settle));
    }

    /**
     * A process's in-memory campaign, the definition and settings it was built with, the stored measurements it was
     * told, the newest reading's setpoint and environment, and the last version recorded. Syncs hold its monitor.
     */
    static final class LiveCampaign {
        private final Campaign campaign;
        private final ProcessDefinition process;
        private final CampaignSettings settings;
        private final ReadingsCursor readings;
        private Newest newest;
        private Newest newestEnvironment;
        private int campaignVersionRecorded;
        private int recordedVersion;
        /** Which limits the search keeps to since the last sync ({@link OperatingLimits}). */
        private volatile String searchedWithin = OperatingLimits.PROCESS_LIMITS;
        /** Since when narrower limits are in force; null while the process's own apply. */
        private volatile Instant limitsSince;

        LiveCampaign(Campaign campaign, ProcessDefinition process, CampaignSettings settings, ReadingsCursor readings) {
            this.campaign = campaign;
            this.process = process;
            this.settings = settings;
            this.readings = readings;
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

        String searchedWithin() {
            return searchedWithin;
        }

        /**
         * A proposal request's question to this campaign: the request and what its answer rests on, the usable
         * readings seen, the settings and definition the campaign was built with, the space searched (bounds, steps,
         * running setpoint, context) and since when narrower limits are in force. Two instances synced to the same
         * data ask the same question, whatever model versions each recorded, so one round answers both
         * ({@code ProposalRounds}).
         */
        synchronized String question(String request) {
            SearchSpace space = campaign.searchSpace();
            return request + "; " + fitted() + "; " + space.variables() + " from "
                    + space.currentSetpoint().map(Arrays::toString).orElse("nowhere")
                    + " in " + Arrays.toString(space.context()) + " under limits since " + limitsSince;
        }

        /**
         * What the campaign's fit rests on: the usable readings seen, the settings and the definition it was built
         * with. Two instances synced to the same data fit the same model ({@code CampaignHistory#record}).
         */
        synchronized String fitted() {
            return readings.seen() + " readings; " + settings + "; " + process;
        }

        /** Usable readings the campaign has seen (those its surrogate could not use included). */
        synchronized long readingsSeen() {
            return readings.seen();
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
