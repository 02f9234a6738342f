package io.targetwise.benchmarks;

import java.util.Arrays;
import java.util.stream.Collectors;

import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.KernelType;

/** The mean GP a benchmark fits: the paper's or the campaign's own. */
public enum MeanGp {
    /** Hoffer, Ranftl and Geiger (2023): an RBF kernel, length scales up to 100; two random restarts. */
    PAPER("paper") {
        @Override
        GaussianProcessFitter.Builder builder() {
            return GaussianProcessFitter.builder().kernel(KernelType.RBF).restarts(2);
        }
    },
    /** What a campaign fits: {@link GaussianProcessFitter#forCampaigns()}. */
    PRODUCT("product") {
        @Override
        GaussianProcessFitter.Builder builder() {
            return GaussianProcessFitter.forCampaigns();
        }
    };

    private final String id;

    MeanGp(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** A builder with this GP's kernel, bounds and restarts; noise model, nugget and seed are the caller's. */
    abstract GaussianProcessFitter.Builder builder();

    /** @throws IllegalArgumentException naming the option and the valid ids */
    static MeanGp fromId(String id) {
        return Arrays.stream(values()).filter(g -> g.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--gp must be one of "
                        + Arrays.stream(values()).map(MeanGp::id).collect(Collectors.joining(", ")) + ", got " + id));
    }
}
