package io.targetwise.app.process;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;

import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.NotFoundException;

/** Creates, changes and reads process definitions; the one place their rules are enforced before storage. */
@ApplicationScoped
public class ProcessService {
    private final Clock clock;
    private final Event<ProcessChanged> changed;

    ProcessService(Clock clock, Event<ProcessChanged> changed) {
        this.clock = clock;
        this.changed = changed;
    }

    @Transactional
    public List<ProcessDefinition> list() {
        return ProcessEntity.<ProcessEntity>listAll(Sort.by("name")).stream().map(ProcessEntity::toDefinition).toList();
    }

    @Transactional
    public Optional<ProcessDefinition> find(long id) {
        return ProcessEntity.<ProcessEntity>findByIdOptional(id).map(ProcessEntity::toDefinition);
    }

    /** @throws NotFoundException if no process has that id */
    public ProcessDefinition require(long id) {
        return find(id).orElseThrow(() -> new NotFoundException("no process with id " + id));
    }

    @Transactional
    public Optional<ProcessDefinition> findByName(String name) {
        return ProcessEntity.findByName(name).map(ProcessEntity::toDefinition);
    }

    /** @throws InvalidProcessException if a rule is broken or the name is taken */
    @Transactional
    public ProcessDefinition create(ProcessDefinition definition) {
        ProcessValidator.requireValid(definition);
        requireNameFree(definition.name(), null);
        ProcessEntity entity = new ProcessEntity();
        entity.apply(definition);
        entity.createdAt = entity.updatedAt = Instant.now(clock);
        entity.persist();
        changed.fire(ProcessChanged.here(entity.id));
        return entity.toDefinition();
    }

    /**
     * @return the updated definition, or empty if no process has that id
     * @throws InvalidProcessException if a rule is broken, the name is taken by another process, or the variables of a
     *     process with measurements would change
     */
    @Transactional
    public Optional<ProcessDefinition> update(long id, ProcessDefinition definition) {
        ProcessValidator.requireValid(definition);
        Optional<ProcessEntity> found = ProcessEntity.findByIdOptional(id);
        found.ifPresent(entity -> {
            requireNameFree(definition.name(), id);
            requireSameVariablesOnceMeasured(entity.toDefinition(), definition);
            entity.apply(definition);
            entity.updatedAt = Instant.now(clock);
            changed.fire(ProcessChanged.here(id));
        });
        return found.map(ProcessEntity::toDefinition);
    }

    /**
     * Stored measurements keep their setpoint and environment values in the variables' order, so renaming, adding,
     * removing or reordering variables would give old readings a new meaning. Bounds, resolutions and limits may
     * change.
     */
    private static void requireSameVariablesOnceMeasured(ProcessDefinition stored, ProcessDefinition changed) {
        boolean sameDesign = names(stored.designVariables(), ProcessDefinition.DesignVariable::name)
                .equals(names(changed.designVariables(), ProcessDefinition.DesignVariable::name));
        boolean sameEnvironment = names(stored.environmentalVariables(), ProcessDefinition.EnvironmentalVariable::name)
                .equals(names(changed.environmentalVariables(), ProcessDefinition.EnvironmentalVariable::name));
        if (sameDesign && sameEnvironment) {
            return;
        }
        // A native count keeps process definitions free of a dependency on the ingest package, which depends on them.
        Number measured = (Number) ProcessEntity.getEntityManager()
                .createNativeQuery("select count(*) from measurement where process_id = ?1")
                .setParameter(1, stored.id()).getSingleResult();
        if (measured.longValue() == 0) {
            return;
        }
        String message = "cannot be renamed, added, removed or reordered once the process has measurements ("
                + measured + "): create a new process";
        List<FieldError> errors = new ArrayList<>();
        if (!sameDesign) {
            errors.add(new FieldError("designVariables", message));
        }
        if (!sameEnvironment) {
            errors.add(new FieldError("environmentalVariables", message));
        }
        throw new InvalidProcessException(errors);
    }

    private static <V> List<String> names(List<V> variables, Function<V, String> name) {
        return variables.stream().map(name).map(String::strip).toList();
    }

    /** A name is taken by a process whose name reads the same ({@link NameSkeleton}), not only by an equal one. */
    private static void requireNameFree(String name, Long ownId) {
        String wanted = name.strip();
        String skeleton = NameSkeleton.of(wanted);
        ProcessEntity.namesById().entrySet().stream()
                .filter(other -> !other.getKey().equals(ownId) && NameSkeleton.of(other.getValue()).equals(skeleton))
                .findFirst().ifPresent(other -> {
                    throw new InvalidProcessException(List.of(new FieldError("name", other.getValue().equals(wanted)
                            ? "a process named '" + wanted + "' already exists"
                            : "'" + wanted + "' reads as '" + other.getValue() + "', the name of another process")));
                });
    }
}
