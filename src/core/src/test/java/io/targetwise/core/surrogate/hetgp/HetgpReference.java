package io.targetwise.core.surrogate.hetgp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/** The R hetGP reference values in hetgp_reference.txt (one key and its numbers per line). */
final class HetgpReference {
    private static final Map<String, double[]> VALUES = load();

    private HetgpReference() {
    }

    private static Map<String, double[]> load() {
        Map<String, double[]> values = new HashMap<>();
        try (var in = new BufferedReader(new InputStreamReader(
                HetgpReference.class.getResourceAsStream("hetgp_reference.txt"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] parts = line.trim().split(" ");
                    values.put(parts[0], Arrays.stream(parts, 1, parts.length).mapToDouble(Double::parseDouble).toArray());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return values;
    }

    static double[] vector(String key) {
        double[] v = VALUES.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no reference value " + key);
        }
        return v.clone();
    }

    static double scalar(String key) {
        return vector(key)[0];
    }

    /** MASS::mcycle, times as 1-D inputs. */
    static double[][] mcycleInputs() {
        return Arrays.stream(vector("mcycle.times")).mapToObj(t -> new double[] {t}).toArray(double[][]::new);
    }

    static ReplicatedData mcycle() {
        return ReplicatedData.group(mcycleInputs(), vector("mcycle.accel"));
    }

    /** The 301-point grid seq(0, 60, length 301). */
    static double[][] grid() {
        double[][] grid = new double[301][];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = new double[] {0.2 * i};
        }
        return grid;
    }
}
