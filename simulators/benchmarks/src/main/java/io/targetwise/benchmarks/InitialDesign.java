package io.targetwise.benchmarks;

import io.targetwise.core.design.SpaceFillingDesign;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SetpointPool;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * How a plant-suite run starts ({@code --initial-design}): the setpoints run before the first proposal, drawn with the
 * repeat's pool from its seed ({@link PlantProblem#draw(long, InitialDesign)}). The plant's and the product's designs
 * hold one setpoint per design variable plus one, the size the demo's virtual plant ran, and need not be pool members;
 * the candidates stay the pool.
 */
public enum InitialDesign {
    /** Two members of the repeat's pool at random: the suite's own start. */
    POOL("pool") {
        @Override
        List<double[]> draw(ProcessSpec spec, List<double[]> pool, SplittableRandom rng) {
            return Suite.twoAtRandom(pool, rng);
        }
    },
    /**
     * The demo's virtual plant's own design before it ran the product's: the box's lowest and highest corners and a
     * Latin hypercube, each value snapped to its resolution ({@link SetpointPool#cornersAndLatinHypercube}).
     */
    PLANT("plant") {
        @Override
        List<double[]> draw(ProcessSpec spec, List<double[]> pool, SplittableRandom rng) {
            return SetpointPool.cornersAndLatinHypercube(spec, size(spec), rng);
        }
    },
    /**
     * The product's initial design ({@link SpaceFillingDesign}): the best of its seeded Latin hypercubes by the
     * smallest distance between two setpoints, snapped to each variable's resolution; a variable without one (the
     * heteroskedastic problems' and the regime change's) is continuous, its values not snapped, as the product does
     * for a variable of resolution 0. Seeded by the next long of {@code rng}.
     */
    PRODUCT("product") {
        @Override
        List<double[]> draw(ProcessSpec spec, List<double[]> pool, SplittableRandom rng) {
            return Arrays.stream(SpaceFillingDesign.of(box(spec), size(spec), rng.nextLong()).points()).toList();
        }
    };

    private final String id;

    InitialDesign(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /**
     * The design's setpoints on the spec's box, drawn from {@code rng} after {@code pool} was, so that the pool is the
     * same whichever design follows it.
     */
    abstract List<double[]> draw(ProcessSpec spec, List<double[]> pool, SplittableRandom rng);

    /** How many setpoints the design holds on the spec's box. */
    int size(ProcessSpec spec) {
        return this == POOL ? 2 : spec.designVariables().size() + 1;
    }

    /** The spec's design variables as the product sees them: bounds and resolution, no step limit. */
    static List<SetpointVariable> box(ProcessSpec spec) {
        return spec.designVariables().stream()
                .map(v -> SetpointVariable.of(v.name(), v.lower(), v.upper()).withResolution(v.resolution())).toList();
    }

    /** @throws IllegalArgumentException naming the option and the valid ids */
    static InitialDesign fromId(String id) {
        return Arrays.stream(values()).filter(d -> d.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--initial-design must be one of " + Arrays
                        .stream(values()).map(InitialDesign::id).collect(Collectors.joining(", ")) + ", got " + id));
    }

    /** A comma-separated list of ids. */
    static List<InitialDesign> parseList(String ids) {
        return Arrays.stream(ids.split(",")).map(String::trim).map(InitialDesign::fromId).toList();
    }
}
