package io.targetwise.app.chain;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.quarkus.panache.common.Sort;
import io.targetwise.app.chain.ChainViews.ChainRunView;
import io.targetwise.app.chain.ChainViews.StageReadingView;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;

/** Stores chain definitions and reads a chain's pieces across its stages. */
@ApplicationScoped
public class ChainService {
    /** The most pieces one call lists. */
    static final int MAX_RUNS = 200;

    private final ProcessService processes;
    private final Readings readings;
    private final Clock clock;

    ChainService(ProcessService processes, Readings readings, Clock clock) {
        this.processes = processes;
        this.readings = readings;
        this.clock = clock;
    }

    @Transactional
    public List<ChainDefinition> list() {
        return ChainEntity.<ChainEntity>listAll(Sort.by("name")).stream().map(ChainEntity::toDefinition).toList();
    }

    @Transactional
    public Optional<ChainDefinition> find(long id) {
        return ChainEntity.<ChainEntity>findByIdOptional(id).map(ChainEntity::toDefinition);
    }

    /** @throws NotFoundException if no chain has that id */
    public ChainDefinition require(long id) {
        return find(id).orElseThrow(() -> new NotFoundException("no process chain with id " + id));
    }

    /** @throws InvalidChainException if a rule is broken or the name is taken */
    @Transactional
    public ChainDefinition create(ChainDefinition definition) {
        ChainValidator.validate(definition, processes::find);
        String name = definition.name().strip();
        if (ChainEntity.findByName(name).isPresent()) {
            throw new InvalidChainException(List.of(new FieldError("name", "a chain named '" + name + "' exists")));
        }
        ChainEntity entity = new ChainEntity();
        entity.name = name;
        entity.createdAt = Instant.now(clock);
        definition.stages().forEach(s -> entity.stages.add(new ChainEntity.StageColumns(s.processId(),
                s.upstreamVariable() == null ? null : s.upstreamVariable().strip())));
        entity.persist();
        return entity.toDefinition();
    }

    /** The stages' process definitions, in stage order. */
    List<ProcessDefinition> stageProcesses(ChainDefinition chain) {
        return chain.stages().stream().map(s -> processes.require(s.processId())).toList();
    }

    /**
     * The newest {@code limit} (at most {@value #MAX_RUNS}) pieces (batch ids) seen at any stage, newest first, each
     * with every stage's newest good reading.
     */
    public List<ChainRunView> runs(long chainId, int limit) {
        if (limit < 1 || limit > MAX_RUNS) {
            throw new InvalidRequestException("Invalid query parameter", "limit", "must be 1 to " + MAX_RUNS + ", got "
                    + limit);
        }
        ChainDefinition chain = require(chainId);
        List<ProcessDefinition> stages = stageProcesses(chain);
        List<Long> ids = stages.stream().map(ProcessDefinition::id).toList();
        List<ChainRunView> runs = new ArrayList<>();
        for (Map.Entry<String, Map<Long, StoredReading>> run : readings.newestGoodRuns(ids, limit).entrySet()) {
            List<StageReadingView> perStage = new ArrayList<>();
            for (ProcessDefinition process : stages) {
                StoredReading m = run.getValue().get(process.id());
                perStage.add(m == null ? null : new StageReadingView(process.id(), m.sourceTime(),
                        process.namedSetpoints(m.setpoint()), m.output()));
            }
            runs.add(new ChainRunView(run.getKey(), perStage));
        }
        return runs;
    }
}
