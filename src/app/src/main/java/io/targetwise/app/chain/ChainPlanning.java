package io.targetwise.app.chain;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import jakarta.annotation.PreDestroy;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.quarkus.runtime.Startup;

import io.targetwise.app.chain.ChainReadings.StageReading;
import io.targetwise.app.chain.ChainViews.ChainPlanView;
import io.targetwise.app.chain.ChainViews.FinalForecast;
import io.targetwise.app.chain.ChainViews.StagePlanView;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.common.UnavailableException;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessDefinition.DesignVariable;
import io.targetwise.app.readings.Readings;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.acquisition.OutputsAcquisition;
import io.targetwise.core.chain.ChainPlan;
import io.targetwise.core.chain.ChainPlanner;
import io.targetwise.core.chain.ChainPosterior;
import io.targetwise.core.chain.ChainPropagation;
import io.targetwise.core.chain.ChainStage;
import io.targetwise.core.chain.ProcessChain;
import io.targetwise.core.chain.StageFitters;
import io.targetwise.core.chain.StageOutput;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.stats.Normal;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;

/**
 * Plans a chain's setpoints from its stages' readings: every stage's model is fitted afresh ({@link StageFitters}),
 * the models are stacked ({@link ChainPropagation}), and the integrated robust LCB of the final output is maximised
 * over all stages' setpoints, or, for a piece whose earlier stages have run, over the remaining stages' with the
 * measured output in place of its prediction. Earlier stages' specification limits are a chance constraint: at least
 * {@value #MIN_CONFORMANCE} of readings within them. A plan is advice: each stage's setpoints reach the plant through
 * that process's own proposals and approvals.
 *
 * <p>Plans fit several models and take seconds: they run one at a time on a thread of their own, never on a request's
 * or the console's, with at most {@value #QUEUED_PLANS} waiting; more are refused as busy. A plan not done within
 * {@code targetwise.chain.plan-timeout} (waiting included) is given up ({@link #submit}).
 */
@ApplicationScoped
@Startup // an invalid plan timeout refuses the start, not the first plan
public class ChainPlanning {
    /** Newest good readings per stage a plan is fitted on: bounds a later stage's GP on raw readings to seconds. */
    static final int MAX_READINGS_PER_STAGE = 500;
    static final double MIN_CONFORMANCE = 0.9;
    private static final long SEED = 20261124L;
    static final int QUEUED_PLANS = 4;

    private final ChainService chains;
    private final Readings readings;
    private final ChainReadings stageReadings;
    private final Duration timeout;
    private final ThreadPoolExecutor planner = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(QUEUED_PLANS), task -> {
                Thread t = new Thread(task, "chain-planner");
                t.setDaemon(true);
                return t;
            });

    ChainPlanning(ChainService chains, Readings readings, ChainReadings stageReadings,
            @ConfigProperty(name = "targetwise.chain.plan-timeout") Duration timeout) {
        if (timeout.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("targetwise.chain.plan-timeout must be at least 1s, got " + timeout);
        }
        this.chains = chains;
        this.readings = readings;
        this.stageReadings = stageReadings;
        this.timeout = timeout;
    }

    @PreDestroy
    void stop() {
        planner.shutdownNow();
    }

    /**
     * Every stage's setpoints before the first stage runs. Completes exceptionally with a {@link NotFoundException}
     * for an unknown chain, a {@link ModelFittingException} while a stage's readings cannot support a model, a
     * {@link ConflictException} when plans are queued up already, an {@link UnavailableException} when it did not
     * finish within the plan timeout.
     */
    public CompletableFuture<ChainPlanView> planAll(long chainId) {
        return submit(() -> planAllNow(chainId));
    }

    /**
     * The remaining stages' setpoints for a piece part-way along; completes exceptionally as {@link #planAll}, and
     * with a {@link ConflictException} when no stage has a good reading of the piece or the last one has.
     */
    public CompletableFuture<ChainPlanView> replan(long chainId, String batchId) {
        return submit(() -> replanNow(chainId, batchId));
    }

    /**
     * Runs the plan on the planner thread. When the timeout elapses first, the plan completes with an {@link
     * UnavailableException} and is cancelled: taken off the queue if it has not started, else interrupted, which it
     * heeds between its fits; so neither a request nor the one planner thread waits on a plan nobody takes any more.
     */
    CompletableFuture<ChainPlanView> submit(Supplier<ChainPlanView> plan) {
        CompletableFuture<ChainPlanView> result = new CompletableFuture<>();
        Future<?> task;
        try {
            task = planner.submit(() -> {
                try {
                    result.complete(plan.get());
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException e) {
            return CompletableFuture.failedFuture(new ConflictException("the chain planner is busy with "
                    + QUEUED_PLANS + " waiting plans; try again in a few seconds"));
        }
        CompletableFuture.delayedExecutor(timeout.toMillis(), TimeUnit.MILLISECONDS).execute(() -> {
            if (result.completeExceptionally(new UnavailableException("the chain plan did not finish within "
                    + timeout.toSeconds() + " s (targetwise.chain.plan-timeout); try again later", timeout))) {
                task.cancel(true);
                planner.purge();
            }
        });
        return result;
    }

    /** Where a plan given up on stops: fits and the search take seconds each and do not look at interrupts. */
    private static void stopIfCancelled() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("the chain plan was given up");
        }
    }

    private ChainPlanView planAllNow(long chainId) {
        ChainDefinition chain = chains.require(chainId);
        List<ProcessDefinition> stages = chains.stageProcesses(chain);
        ChainPlanner planner = planner(chain, stages);
        ChainPlan plan = planner.planAll(robustLcb(stages), space(stages, 0));
        return view(chain, stages, 0, null, Double.NaN, plan);
    }

    private ChainPlanView replanNow(long chainId, String batchId) {
        ChainDefinition chain = chains.require(chainId);
        List<ProcessDefinition> stages = chains.stageProcesses(chain);
        int done = -1;
        double measured = Double.NaN;
        for (int k = 0; k < stages.size(); k++) {
            Double output = readings.goodOutputsByBatch(stages.get(k).id(), List.of(batchId)).get(batchId);
            if (output != null) {
                done = k;
                measured = output;
            }
        }
        if (done < 0) {
            throw new ConflictException("no stage of chain " + chain.name() + " has a good reading of batch " + batchId);
        }
        if (done == stages.size() - 1) {
            throw new ConflictException("batch " + batchId + " has been through the last stage of chain "
                    + chain.name());
        }
        ChainPlanner planner = planner(chain, stages);
        ChainPlan plan = planner.replan(done + 1, new double[] {measured}, robustLcb(stages), space(stages, done + 1));
        return view(chain, stages, done + 1, batchId, measured, plan);
    }

    private ChainPlanner planner(ChainDefinition chain, List<ProcessDefinition> stages) {
        List<ChainStage> fitted = new ArrayList<>();
        for (int k = 0; k < stages.size(); k++) {
            stopIfCancelled();
            ProcessDefinition process = stages.get(k);
            Surrogate model = fit(chain, k, process, k == 0 ? null : stages.get(k - 1));
            StageOutput output = StageOutput.of(process.output().name(), model);
            if (k < stages.size() - 1) {
                output = output.withLimits(process.lowerSpecLimit(), process.upperSpecLimit());
            }
            fitted.add(ChainStage.of(process.name(), process.designVariables().size(), output));
        }
        stopIfCancelled();
        return ChainPlanner.of(ChainPropagation.of(ProcessChain.of(fitted)), OptimizerSettings.defaults(),
                MIN_CONFORMANCE);
    }

    private Surrogate fit(ChainDefinition chain, int k, ProcessDefinition process, ProcessDefinition upstream) {
        if (upstream == null) {
            List<Measurement> measurements = readings.newestGood(process.id(), MAX_READINGS_PER_STAGE).stream()
                    .map(m -> Measurement.of(m.setpoint(), m.output())).toList();
            requireReadings(process, measurements.size(), "good readings");
            return StageFitters.firstStage(process.resolutions(), SEED).fit(measurements);
        }
        String variable = chain.stages().get(k).upstreamVariable();
        int index = process.environmentalVariables().stream().map(v -> v.name()).toList().indexOf(variable);
        if (index < 0) {
            throw new ConflictException("process " + process.name() + " no longer has the environmental variable '"
                    + variable + "' that chain " + chain.name() + " feeds from " + upstream.name());
        }
        List<Measurement> measurements = new ArrayList<>();
        for (StageReading r : stageReadings.stage(process.id(), index, upstream.id(), MAX_READINGS_PER_STAGE)) {
            if (!Double.isNaN(r.upstream())) {
                measurements.add(Measurement.of(StageFitters.downstreamInput(r.setpoint(), new double[] {r.upstream()}),
                        r.output()));
            }
        }
        requireReadings(process, measurements.size(), "good readings whose " + variable + " is known (reported,"
                + " or joined by batch id to " + upstream.name() + ")");
        return StageFitters.downstream(SEED).fit(measurements);
    }

    /** A model needs a few more readings than inputs; fewer is a state the chain grows out of. */
    private static void requireReadings(ProcessDefinition process, int count, String what) {
        int needed = process.designVariables().size() + 3;
        if (count < needed) {
            throw new ModelFittingException("stage " + process.name() + " has " + count + " " + what + ", a plan needs "
                    + needed);
        }
    }

    /** The setpoints of the stages from {@code first} on, each variable named by its process. */
    private static SearchSpace space(List<ProcessDefinition> stages, int first) {
        List<SetpointVariable> variables = new ArrayList<>();
        for (ProcessDefinition process : stages.subList(first, stages.size())) {
            for (DesignVariable v : process.designVariables()) {
                variables.add(v.setpointVariable(process.name() + "/" + v.name()));
            }
        }
        return SearchSpace.of(variables);
    }

    /** The campaigns' default acquisition on the last stage's output; an LCB uses no incumbent. */
    private static OutputsAcquisition robustLcb(List<ProcessDefinition> stages) {
        ProcessDefinition last = stages.get(stages.size() - 1);
        AcquisitionSettings settings = AcquisitionSettings.of(last.target(), last.lowerSpecLimit(),
                last.upperSpecLimit()).with(AleatoricTreatment.INTEGRATED);
        return OutputsAcquisition.of(AcquisitionKind.ROBUST_LCB.create(settings, 0));
    }

    private static ChainPlanView view(ChainDefinition chain, List<ProcessDefinition> stages, int first, String batchId,
            double measured, ChainPlan plan) {
        double[] x = plan.setpoint().toArray();
        ChainPosterior prediction = plan.prediction();
        List<StagePlanView> views = new ArrayList<>();
        int offset = 0;
        for (int k = 0; k < stages.size(); k++) {
            ProcessDefinition process = stages.get(k);
            if (k < first) {
                views.add(new StagePlanView(k, process.id(), process.name(), null,
                        k == first - 1 ? measured : null, null, null, null));
                continue;
            }
            int d = process.designVariables().size();
            double[] own = Arrays.copyOfRange(x, offset, offset + d);
            offset += d;
            Map<String, Double> setpoints = process.namedSetpoints(own);
            if (k < stages.size() - 1) {
                double mean = prediction.intermediateMean(k, 0, 0);
                double sd = Math.sqrt(prediction.intermediateVariance(k, 0, 0));
                views.add(new StagePlanView(k, process.id(), process.name(), setpoints, null, mean, sd,
                        withinLimits(mean, sd, process)));
            } else {
                views.add(new StagePlanView(k, process.id(), process.name(), setpoints, null, null, null, null));
            }
        }
        ProcessDefinition last = stages.get(stages.size() - 1);
        Posterior y = prediction.finalOutputs().get(0);
        double offTarget = y.mean(0) - last.target();
        FinalForecast forecast = new FinalForecast(last.output().name(), last.output().unit(), last.target(),
                y.mean(0), Math.sqrt(y.epistemicVariance(0)), Math.sqrt(y.aleatoricVariance(0)),
                offTarget * offTarget + y.epistemicVariance(0) + y.aleatoricVariance(0), prediction.conformance(0));
        return new ChainPlanView(chain.id(), first == 0 ? "all-stages" : "remaining-stages", batchId, views, forecast);
    }

    /** The share of readings within the process's limits under a normal with the predicted mean and sd. */
    private static double withinLimits(double mean, double sd, ProcessDefinition process) {
        return Normal.interval((process.lowerSpecLimit() - mean) / sd,
                (process.upperSpecLimit() - mean) / sd);
    }
}
