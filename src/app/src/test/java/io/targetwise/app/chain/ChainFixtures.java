package io.targetwise.app.chain;

import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessDefinition.DesignVariable;
import io.targetwise.app.process.ProcessDefinition.EnvironmentalVariable;
import io.targetwise.app.process.ProcessDefinition.Output;
import io.targetwise.app.process.ProcessService;

/**
 * A two-stage line: a press makes a height y1 = 1 + stroke with sd 0.05 + 0.2 stroke (precise at short strokes), a
 * furnace turns it into a hardness y2 = soak y1^2 with sd 0.05. The hardness target 2.0 is reachable from every
 * stroke (soak 2 / y1^2), but only short strokes give a small spread: the plan must choose the stroke for the furnace's
 * sake.
 */
public final class ChainFixtures {
    static final String TOPIC = "targetwise.measurements";
    public static final double TARGET = 2.0;

    public final ProcessDefinition press;
    public final ProcessDefinition furnace;
    private final SplittableRandom random = new SplittableRandom(42);

    public ChainFixtures(ProcessService processes) {
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        press = processes.create(new ProcessDefinition(null, "Chain press " + suffix, "chain test",
                List.of(new DesignVariable("stroke", "mm", 0.0, 1.0, null)), List.of(),
                new Output("height", "mm"), 1.5, 0.9, 2.1, 3));
        furnace = processes.create(new ProcessDefinition(null, "Chain furnace " + suffix, "chain test",
                List.of(new DesignVariable("soak", "h", 0.5, 2.5, null)),
                List.of(new EnvironmentalVariable("height", "mm")),
                new Output("hardness", "HV"), TARGET, 1.6, 2.4, 3));
    }

    double pressReading(double stroke) {
        return 1 + stroke + (0.05 + 0.2 * stroke) * random.nextGaussian();
    }

    double furnaceReading(double soak, double height) {
        return soak * height * height + 0.05 * random.nextGaussian();
    }

    /**
     * Pieces B-prefix-0.. through both stages on a 4 x 4 grid, 3 pieces per cell; every other furnace reading leaves
     * its height out, so the application must join it from the press reading of the same batch.
     */
    public int sendGrid(KafkaTestClient kafka, String prefix) {
        int piece = 0;
        for (int s = 0; s < 4; s++) {
            for (int t = 0; t < 4; t++) {
                for (int r = 0; r < 3; r++) {
                    double stroke = s / 3.0;
                    double soak = 0.5 + 2.0 * t / 3.0;
                    String batch = prefix + piece;
                    double height = pressReading(stroke);
                    sendPress(kafka, batch, stroke, height);
                    sendFurnace(kafka, batch, soak, piece % 2 == 0 ? height : null, furnaceReading(soak, height));
                    piece++;
                }
            }
        }
        return piece;
    }

    public void sendPress(KafkaTestClient kafka, String batch, double stroke, double height) {
        kafka.send(TOPIC, press.id().toString(), """
                {"eventId": "%s", "processId": %d, "sourceTime": "%s", "setpoints": {"stroke": %s}, "output": %s,
                 "unit": "mm", "quality": "GOOD", "batchId": "%s"}
                """.formatted(UUID.randomUUID(), press.id(), Instant.now(), stroke, height, batch));
    }

    public void sendFurnace(KafkaTestClient kafka, String batch, double soak, Double height, double hardness) {
        String environment = height == null ? "{}" : "{\"height\": " + height + "}";
        kafka.send(TOPIC, furnace.id().toString(), """
                {"eventId": "%s", "processId": %d, "sourceTime": "%s", "setpoints": {"soak": %s}, "environment": %s,
                 "output": %s, "unit": "HV", "quality": "GOOD", "batchId": "%s"}
                """.formatted(UUID.randomUUID(), furnace.id(), Instant.now(), soak, environment, hardness, batch));
    }
}
