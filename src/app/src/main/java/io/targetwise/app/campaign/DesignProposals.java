package io.targetwise.app.campaign;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.ValueList;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalForecast;
import io.targetwise.app.proposal.ProposalRounds;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredDesignPoint;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.setpoint.SetpointCommands;
import io.targetwise.core.Point;
import io.targetwise.core.design.SpaceFillingDesign;
import io.targetwise.core.proposal.Proposal;
import io.targetwise.core.proposal.SetpointVariable;

/**
 * The product's initial design as proposals: a {@link SpaceFillingDesign} of
 * {@link ProcessDefinition#initialDesignSize} setpoints inside the design space, or the autopilot's box while its
 * limits are in force, proposed one move at a time within the maximum steps, each approved like any proposal (or
 * applied by the autopilot). The design is derived from the process's id and the limits' bounds and grids, never drawn
 * per call, so every instance and every restart proposes the same points.
 * <p>
 * A plant that runs a design of its own keeps doing so: the product proposes only while the plant waits for it
 * ({@link #plantWaits}), and its own complete setpoints count towards the initial design as before.
 */
@ApplicationScoped
public class DesignProposals {
    private static final Logger LOG = Logger.getLogger(DesignProposals.class);

    private final CampaignLeases leases;
    private final ProposalRounds rounds;
    private final OperatingLimits operatingLimits;
    private final CampaignSettingsService settings;
    private final DesignPoints designPoints;
    private final Readings readings;
    private final SetpointCommands commands;
    private final Proposals proposals;

    DesignProposals(CampaignLeases leases, ProposalRounds rounds, OperatingLimits operatingLimits,
            CampaignSettingsService settings, DesignPoints designPoints, Readings readings, SetpointCommands commands,
            Proposals proposals) {
        this.leases = leases;
        this.rounds = rounds;
        this.operatingLimits = operatingLimits;
        this.settings = settings;
        this.designPoints = designPoints;
        this.readings = readings;
        this.commands = commands;
        this.proposals = proposals;
    }

    /**
     * The design's points in the order a plant that may jump visits them: from the point nearest the centre of the
     * design space, each time the nearest one left. For a plant that runs the product's design by itself.
     */
    public List<Map<String, Double>> points(ProcessDefinition process) {
        SpaceFillingDesign design = design(process, variables(process, Optional.empty()).stream()
                .map(v -> v.withMaxStep(Double.POSITIVE_INFINITY)).toList());
        List<double[]> visited = new ArrayList<>();
        Optional<SpaceFillingDesign.Move> next = design.next(null, visited);
        while (next.isPresent()) {
            visited.add(next.get().setpoint());
            next = design.next(next.get().setpoint(), visited);
        }
        return visited.stream().map(process::namedSetpoints).toList();
    }

    /**
     * Whether the product's design has a move due: the {@link InitialDesign} is incomplete, or the plant was last sent
     * to one of the design's moves and points of it remain (moves towards a point are setpoints of their own, so the
     * count can complete before the points do, and the points must all be run).
     */
    boolean designing(ProcessDefinition process, InitialDesign initial) {
        if (!initial.complete()) {
            return true;
        }
        boolean following = QuarkusTransaction.requiringNew().call(() -> proposals.latestApproval(process.id())
                .flatMap(approval -> proposals.forecast(approval.proposalId()))
                .filter(ProposalForecast::initialDesign).isPresent());
        return following && plan(process).flatMap(Plan::next).isPresent();
    }

    /**
     * Whether the plant waits for the product's next design move rather than running a design of its own: it runs
     * where the latest command sent it and has delivered its replicates there; or, never commanded, it has read at
     * one setpoint only and more often than its replicates (it stays where it started). A plant that moves on by
     * itself once its replicates are in never waits, so no proposal interrupts its own design; and before the first
     * reading nothing shows where the plant runs, which the first move's step is measured from, so the product waits
     * for the plant to show it (a plant in production reads on where it runs).
     */
    boolean plantWaits(ProcessDefinition process) {
        return QuarkusTransaction.requiringNew().call(() -> {
            Optional<StoredReading> newest = readings.newestGood(process.id(), 1).stream().findFirst();
            if (newest.isEmpty()) {
                return false;
            }
            String at = key(process, newest.get().setpoint());
            List<StoredDesignPoint> points = designPoints.of(process.id());
            long here = points.stream().filter(p -> key(process, p.setpoint()).equals(at))
                    .mapToLong(StoredDesignPoint::replicates).sum();
            Optional<double[]> sent = commands.latestSetpoint(process.id());
            if (sent.isPresent()) {
                return key(process, sent.get()).equals(at) && here >= process.replicates();
            }
            return points.size() == 1 && here > process.replicates();
        });
    }

    private static String key(ProcessDefinition process, double[] setpoint) {
        return ValueList.format(process.designPointSnapper().snap(setpoint));
    }

    /**
     * Stores the design's next move as an open proposal, superseding open ones, under the process's lease.
     *
     * @return empty once every point of the design is measured, or when the limits' grids hold too few setpoints
     */
    Optional<ProposalView> proposeNext(ProcessDefinition process) {
        return leases.underLease(process.id(), lease -> plan(process).flatMap(plan -> plan.next().map(move -> {
            String point = "initial design point " + move.point() + " of " + plan.design().size();
            String reason = (move.reached() ? "I" + point.substring(1)
                    : "A move of at most the maximum steps towards " + point) + ", a maximin Latin hypercube within "
                    + plan.within() + "; no model forecasts it yet";
            ProposalView view = rounds.store(lease, process,
                    List.of(Proposal.initialDesign(Point.of(move.setpoint()), reason)),
                    new ProposalRounds.Round(settings.settings(process.id()).acquisition().id(), 0, "", 0,
                            leases.instanceId(), plan.within(), designQuestion(process, point, move, plan)))
                    .get(0);
            LOG.infof("Process %d: %s proposed (proposal %d)", process.id(), point, view.id());
            return view;
        })));
    }

    /**
     * What a design move answers, the same on every instance: the point, the move towards it and the limits with since
     * when they are in force, so that two instances asking at once store one round, and the next move, or the same
     * move after a switch-on or a resume, is a new question.
     */
    private static String designQuestion(ProcessDefinition process, String point, SpaceFillingDesign.Move move,
            Plan plan) {
        return point + ": move to " + key(process, move.setpoint()) + " within " + plan.within() + " since "
                + plan.since();
    }

    /** The design within the limits in force, which those are, and its next move from where the plant runs. */
    private record Plan(SpaceFillingDesign design, String within, Instant since,
            Optional<SpaceFillingDesign.Move> next) {
    }

    /** Empty when the limits' grids hold fewer setpoints than the design needs. */
    private Optional<Plan> plan(ProcessDefinition process) {
        Optional<OperatingLimits.Box> box = operatingLimits.inForce(process);
        String within = box.map(OperatingLimits.Box::description).orElse(OperatingLimits.PROCESS_LIMITS);
        SpaceFillingDesign design;
        try {
            design = design(process, variables(process, box));
        } catch (IllegalArgumentException tooFewSetpoints) {
            LOG.warnf("Process %d: no initial design within %s: %s", process.id(), within,
                    tooFewSetpoints.getMessage());
            return Optional.empty();
        }
        return QuarkusTransaction.requiringNew().call(() -> {
            List<double[]> measured = designPoints.of(process.id()).stream()
                    .filter(p -> p.replicates() >= process.replicates()).map(StoredDesignPoint::setpoint).toList();
            double[] running = readings.newestGood(process.id(), 1).stream().findFirst()
                    .map(StoredReading::setpoint).orElse(null);
            return Optional.of(new Plan(design, within, box.map(OperatingLimits.Box::since).orElse(null),
                    design.next(running, measured)));
        });
    }

    private List<SetpointVariable> variables(ProcessDefinition process, Optional<OperatingLimits.Box> box) {
        return LiveCampaigns.variables(process, box.orElse(null));
    }

    /**
     * The design for these variables, seeded by the process's id and the variables' bounds and grids (not their
     * steps, which only order it), as every instance derives it.
     */
    private static SpaceFillingDesign design(ProcessDefinition process, List<SetpointVariable> variables) {
        long seed = process.id();
        for (SetpointVariable v : variables) {
            seed = 31 * seed + v.name().hashCode();
            for (double value : new double[] {v.lower(), v.upper(), v.resolution()}) {
                seed = 31 * seed + Double.doubleToLongBits(value);
            }
        }
        return SpaceFillingDesign.of(variables, process.initialDesignSize(), seed);
    }
}
