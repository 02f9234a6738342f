package io.targetwise.app.history;

import java.util.List;
import java.util.UUID;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** The process both history tests send rows for: two setpoints, one environmental variable, output in mm. */
final class HistoryFixtures {

    private HistoryFixtures() {
    }

    /** pressure in [1, 10] bar by 0.5, speed in [100, 200] rpm, humidity measured; thickness 2.0 mm within [1.9, 2.1]. */
    static ProcessDefinition pressAndSpeed(ProcessService processes) {
        return processes.create(new ProcessDefinition(null, "History " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("pressure", "bar", 1.0, 10.0, 0.5),
                        new ProcessDefinition.DesignVariable("speed", "rpm", 100.0, 200.0, null)),
                List.of(new ProcessDefinition.EnvironmentalVariable("humidity", "%")),
                new ProcessDefinition.Output("thickness", "mm"), 2.0, 1.9, 2.1, 3));
    }
}
