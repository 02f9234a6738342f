package io.targetwise.app.chain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongFunction;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessDefinition.EnvironmentalVariable;
import io.targetwise.app.process.ProcessValidator;

/** Checks a chain definition and reports every problem at once, each naming its field. */
final class ChainValidator {
    static final int MIN_STAGES = 2;
    /**
     * The propagation integrates two quadrature dimensions per intermediate stage; four stages keep it at 4 nodes
     * per dimension within its budget per setpoint.
     */
    static final int MAX_STAGES = 4;

    private ChainValidator() {
    }

    /** @throws InvalidChainException listing every problem */
    static void validate(ChainDefinition chain, LongFunction<Optional<ProcessDefinition>> processes) {
        List<FieldError> errors = new ArrayList<>();
        if (chain == null) {
            throw new InvalidChainException(List.of(new FieldError("body", "a chain definition is required")));
        }
        ProcessValidator.requireName(errors, "name", chain.name(), ProcessValidator.MAX_NAME_LENGTH);
        List<ChainDefinition.Stage> stages = chain.stages();
        if (stages == null || stages.size() < MIN_STAGES || stages.size() > MAX_STAGES) {
            errors.add(new FieldError("stages", "a chain has " + MIN_STAGES + " to " + MAX_STAGES + " stages, got "
                    + (stages == null ? 0 : stages.size())));
        } else {
            Set<Long> seen = new HashSet<>();
            for (int k = 0; k < stages.size(); k++) {
                validateStage(errors, k, stages.get(k), seen, processes);
            }
        }
        if (!errors.isEmpty()) {
            throw new InvalidChainException(errors);
        }
    }

    private static void validateStage(List<FieldError> errors, int k, ChainDefinition.Stage stage, Set<Long> seen,
            LongFunction<Optional<ProcessDefinition>> processes) {
        String field = "stages[" + k + "]";
        if (stage == null || stage.processId() == null) {
            errors.add(new FieldError(field + ".processId", "must name a process"));
            return;
        }
        Optional<ProcessDefinition> process = processes.apply(stage.processId());
        if (process.isEmpty()) {
            errors.add(new FieldError(field + ".processId", "no process with id " + stage.processId()));
            return;
        }
        if (!seen.add(stage.processId())) {
            errors.add(new FieldError(field + ".processId", "process " + stage.processId()
                    + " is already a stage of this chain"));
        }
        if (k == 0) {
            if (stage.upstreamVariable() != null) {
                errors.add(new FieldError(field + ".upstreamVariable", "the first stage has no upstream stage"));
            }
            return;
        }
        List<String> environment = process.get().environmentalVariables().stream()
                .map(EnvironmentalVariable::name).toList();
        if (stage.upstreamVariable() == null || stage.upstreamVariable().isBlank()) {
            errors.add(new FieldError(field + ".upstreamVariable", "must name the environmental variable of process "
                    + process.get().name() + " that receives the previous stage's output, one of " + environment));
        } else if (stage.upstreamVariable().strip().length() > ProcessValidator.MAX_NAME_LENGTH) {
            errors.add(new FieldError(field + ".upstreamVariable", "must be at most "
                    + ProcessValidator.MAX_NAME_LENGTH + " characters"));
        } else if (!environment.contains(stage.upstreamVariable().strip())) {
            errors.add(new FieldError(field + ".upstreamVariable", "process " + process.get().name()
                    + " has no environmental variable '" + stage.upstreamVariable().strip() + "'; it has "
                    + environment));
        }
    }
}
