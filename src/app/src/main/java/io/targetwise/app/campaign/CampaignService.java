package io.targetwise.app.campaign;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import jakarta.enterprise.context.ApplicationScoped;

import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.core.surrogate.ModelFittingException;

/**
 * Model work people ask for (proposals from the API, the model the console draws), run on the campaign workers so a
 * slow fit holds a request thread no longer than two minutes and never holds the console.
 * Automatic refits as data arrives are {@link AutomaticRefits}' job.
 */
@ApplicationScoped
public class CampaignService {
    private static final Duration REQUEST_TIMEOUT = Duration.ofMinutes(2);

    private final ProcessService processes;
    private final CampaignSettingsService settings;
    private final CampaignModels models;
    private final CampaignWorkers workers;

    CampaignService(ProcessService processes, CampaignSettingsService settings, CampaignModels models,
            CampaignWorkers workers) {
        this.processes = processes;
        this.settings = settings;
        this.models = models;
        this.workers = workers;
    }

    /**
     * Proposes {@code count} setpoints now (the campaign's batch size when null) from a model brought up to date with
     * every stored measurement; open proposals of older models are superseded.
     *
     * @throws NotFoundException if there is no such process
     * @throws ModelFittingException if the data cannot support a model yet
     * @throws ConflictException if the model did not finish in time or another instance works on the process
     */
    public List<ProposalView> proposeNow(long processId, Integer count) {
        ProcessDefinition process = processes.require(processId);
        if (count != null && !CampaignSettings.validBatchSize(count)) {
            throw new InvalidRequestException("Invalid proposal request", "count", "must be between 1 and 20, got " + count);
        }
        CompletableFuture<List<ProposalView>> result = workers.submit(processId,
                () -> models.propose(process, count == null ? settings.settings(processId).batchSize() : count));
        try {
            return result.get(REQUEST_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new ConflictException("the model of process " + processId + " did not finish within " + REQUEST_TIMEOUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * The process's model brought up to date, with its incumbent, fitted on the worker pool: for views that draw
     * the model. The surrogate's inputs are setpoints in design-variable order. Completes exceptionally with a
     * {@link ModelFittingException} while the data cannot support a model.
     *
     * @throws NotFoundException if there is no such process
     */
    public CompletableFuture<FittedModel> model(long processId) {
        ProcessDefinition process = processes.require(processId);
        return workers.submit(processId, () -> models.refit(process));
    }
}
