package io.targetwise.neural.autodeuq;

import java.util.ArrayList;
import java.util.List;

/**
 * The layers and wiring of one AutoDEUQ member (Egele et al. 2022, section 2) for a given input width: block j is
 * v_j = op_j(m_{j-1}), m_j = ReLU(v_j + chosen skips) when it has skips and v_j otherwise, m_0 the input, and a skip of
 * another width goes through a linear projection; a linear head with a mean and a raw variance output follows. One
 * description serves the trainer and the DL4J graph that the ensemble keeps, so the two cannot drift apart.
 */
final class BlockChain {
    /** Output width of the head: a mean and a raw variance. */
    static final int HEAD_OUTPUTS = 2;

    /** A dense layer y = activation(x W + b); projections and the head are linear. */
    record Dense(String name, int inputs, int outputs, LayerActivation activation) {
        int parameterCount() {
            return inputs * outputs + outputs;
        }
    }

    /** A skip from block {@code source} (0 = input), through a projection when the widths differ (else null). */
    record Skip(int source, Dense projection) {
    }

    /** Block j: its operation (null = identity) and its skips (none = no sum, no ReLU). */
    record Block(Dense operation, List<Skip> skips) {
        boolean summed() {
            return !skips.isEmpty();
        }
    }

    private final List<Block> blocks;
    private final Dense head;
    private final List<Dense> layers;

    private BlockChain(List<Block> blocks, Dense head, List<Dense> layers) {
        this.blocks = blocks;
        this.head = head;
        this.layers = layers;
    }

    /** @throws IllegalArgumentException if the architecture is null or inputs is below 1 */
    static BlockChain of(Architecture architecture, int inputs) {
        if (architecture == null || inputs < 1) {
            throw new IllegalArgumentException("need an architecture and inputs >= 1, got " + architecture + " and "
                    + inputs);
        }
        List<Integer> widths = new ArrayList<>(List.of(inputs));
        List<Block> blocks = new ArrayList<>();
        List<Dense> layers = new ArrayList<>();
        for (int b = 1; b <= architecture.blocks(); b++) {
            int width = widths.get(b - 1);
            Dense operation = null;
            if (!architecture.isIdentity(b)) {
                width = architecture.units(b);
                operation = new Dense("dense" + b, widths.get(b - 1), width, architecture.activation(b));
                layers.add(operation);
            }
            List<Skip> skips = new ArrayList<>();
            for (int distance = 1; distance <= Architecture.MAX_SKIP_SOURCES; distance++) {
                if (architecture.hasSkip(b, distance)) {
                    int source = b - distance;
                    Dense projection = widths.get(source) == width ? null
                            : new Dense("skip" + b + "from" + source, widths.get(source), width, LayerActivation.LINEAR);
                    if (projection != null) {
                        layers.add(projection);
                    }
                    skips.add(new Skip(source, projection));
                }
            }
            blocks.add(new Block(operation, List.copyOf(skips)));
            widths.add(width);
        }
        Dense head = new Dense("head", widths.get(architecture.blocks()), HEAD_OUTPUTS, LayerActivation.LINEAR);
        layers.add(head);
        return new BlockChain(List.copyOf(blocks), head, List.copyOf(layers));
    }

    /** Blocks 1..L in order (index j - 1). */
    List<Block> blocks() {
        return blocks;
    }

    Dense head() {
        return head;
    }

    /** Every dense layer, in parameter order (operations and projections block by block, then the head). */
    List<Dense> layers() {
        return layers;
    }

    int parameterCount() {
        return layers.stream().mapToInt(Dense::parameterCount).sum();
    }
}
