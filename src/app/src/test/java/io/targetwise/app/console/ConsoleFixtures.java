package io.targetwise.app.console;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.campaign.ProposalEntity;
import io.targetwise.app.campaign.ProposalStatus;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** Processes, readings and proposals stored directly, so a console test controls exactly what a view shows. */
public final class ConsoleFixtures {

    private ConsoleFixtures() {
    }

    /** A process with two setpoints x1, x2 in [0, 10], target 10 within [9, 11], two replicates per setpoint. */
    public static ProcessDefinition process(ProcessService processes) {
        return processes.create(new ProcessDefinition(null, "Press " + UUID.randomUUID(), "console test",
                List.of(new ProcessDefinition.DesignVariable("x1", "mm", 0.0, 10.0, null),
                        new ProcessDefinition.DesignVariable("x2", "mm", 0.0, 10.0, null)),
                List.of(), new ProcessDefinition.Output("y", "mm"), 10.0, 9.0, 11.0, 2));
    }

    /** Stores one reading per output at the setpoint, a second apart from {@code start}. */
    public static void readings(ProcessDefinition process, Instant start, double[] setpoint, double... outputs) {
        MeasurementRows.store(process, IntStream.range(0, outputs.length)
                .mapToObj(i -> new MeasurementRows.Row(start.plusSeconds(i), setpoint, null, outputs[i])).toList());
    }

    /** An open proposal for the process at the setpoint. */
    public static long proposal(ProcessDefinition process, double[] setpoint) {
        return QuarkusTransaction.requiringNew().call(() -> {
            ProposalEntity p = new ProposalEntity();
            p.processId = process.id();
            p.createdAt = Instant.now();
            p.status = ProposalStatus.OPEN;
            p.setpoint = setpoint;
            p.predictedMean = 10.2;
            p.epistemicSd = 0.3;
            p.aleatoricSd = 0.4;
            p.expectedSquaredError = 0.29;
            p.insideSpecProbability = 0.93;
            p.acquisitionKind = "robust-ei";
            p.acquisitionValue = 0.12;
            p.incumbentError = 0.5;
            p.incumbentSetpoint = new double[] {5, 5};
            p.modelVersion = 1;
            p.effectFrom = new double[] {5, 5};
            p.meanEffects = new double[] {0.4, -0.2};
            p.spreadEffects = new double[] {0.05, 0};
            p.createdBy = "console-test";
            p.persist();
            return p.id;
        });
    }
}
