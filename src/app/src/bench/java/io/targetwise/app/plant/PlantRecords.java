package io.targetwise.app.plant;

import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.targetwise.simulators.plant.PlantReading;

/** A virtual plant's reading as a plant integration would publish it: the measurements topic's JSON contract. */
public final class PlantRecords {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PlantRecords() {
    }

    /** A GOOD reading with its environment and batch id (docs/kafka.md). */
    public static String toJson(PlantReading r) throws JsonProcessingException {
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("eventId", r.eventId());
        message.put("sourceTime", r.sourceTime().toString());
        message.put("setpoints", r.setpoints());
        message.put("environment", r.environment());
        message.put("output", r.output());
        message.put("unit", r.unit());
        message.put("quality", "GOOD");
        message.put("batchId", r.batchId());
        return JSON.writeValueAsString(message);
    }
}
