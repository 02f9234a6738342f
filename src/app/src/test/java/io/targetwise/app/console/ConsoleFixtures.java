package io.targetwise.app.console;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;

import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalRows;

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
        return ProposalRows.open(process, setpoint);
    }
}
