package io.targetwise.benchmarks;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Which data each arm sees: the paper's idealised setting, or what a plant gives. */
public enum Setting {
    /**
     * Hoffer, Ranftl and Geiger (2023), experiments 1 and 2: the robust arms' GP sees the exact mean f(x) of each
     * setpoint (one value, nugget 1e-10) and sigma_a^2 from the suite's known model; the GP-on-noisy-data baselines
     * see single noisy readings with their noise variance fixed at the true sigma_a^2 (averaged over the grid where
     * it varies) instead of fitted.
     */
    PAPER("paper"),
    /**
     * What a plant gives: every arm sees noisy readings, the robust ones aggregated into replicate means with their
     * standard errors, the baselines with a fitted noise.
     */
    PRODUCT("product");

    private final String id;

    Setting(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException listing the valid ids */
    public static Setting fromId(String id) {
        return Arrays.stream(values()).filter(s -> s.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--setting must be one of "
                        + Arrays.stream(values()).map(Setting::id).collect(Collectors.joining(", ")) + ", got " + id));
    }
}
