package io.targetwise.neural.autodeuq;

import java.util.Arrays;

/**
 * A member architecture of AutoDEUQ's search space (Egele et al. 2022, section 2): a chain of blocks, each an operation
 * on the previous block's output plus optional skip connections from up to three earlier blocks (the input counts as
 * block 0). Encoded as the reference does, block by block: the operation index (0 identity, else 1 + 11 (units / 16 -
 * 1) + activation) followed by one on/off variable per available skip source, nearest first. With 3 blocks that is 9
 * variables, with 5 blocks 17.
 */
public final class Architecture {
    static final int OPERATIONS = 177;
    static final int UNIT_STEP = 16;
    static final int MAX_SKIP_SOURCES = 3;

    private final int[] encoding;
    private final int blocks;

    private Architecture(int[] encoding, int blocks) {
        this.encoding = encoding;
        this.blocks = blocks;
    }

    /** @throws IllegalArgumentException if the encoding does not fit the given number of blocks, naming the variable */
    public static Architecture of(int blocks, int... encoding) {
        if (blocks < 1) {
            throw new IllegalArgumentException("blocks must be >= 1, got " + blocks);
        }
        if (encoding.length != variableCount(blocks)) {
            throw new IllegalArgumentException("encoding must have " + variableCount(blocks) + " variables for "
                    + blocks + " blocks, got " + encoding.length);
        }
        for (int i = 0; i < encoding.length; i++) {
            if (encoding[i] < 0 || encoding[i] >= choices(blocks, i)) {
                throw new IllegalArgumentException("encoding[" + i + "] must be in [0, " + choices(blocks, i)
                        + "), got " + encoding[i]);
            }
        }
        return new Architecture(encoding.clone(), blocks);
    }

    static int variableCount(int blocks) {
        int count = 0;
        for (int b = 1; b <= blocks; b++) {
            count += 1 + skipSources(b);
        }
        return count;
    }

    /** The number of values variable i of the encoding can take. */
    static int choices(int blocks, int i) {
        return isOperation(blocks, i) ? OPERATIONS : 2;
    }

    private static boolean isOperation(int blocks, int i) {
        int position = 0;
        for (int b = 1; b <= blocks; b++) {
            if (position == i) {
                return true;
            }
            position += 1 + skipSources(b);
        }
        return false;
    }

    /** Block b (from 1) can take skips from blocks b-1 down to max(0, b-3). */
    static int skipSources(int block) {
        return Math.min(block, MAX_SKIP_SOURCES);
    }

    public int blocks() {
        return blocks;
    }

    public int[] encoding() {
        return encoding.clone();
    }

    private int offset(int block) {
        int position = 0;
        for (int b = 1; b < block; b++) {
            position += 1 + skipSources(b);
        }
        return position;
    }

    /** Whether block b (from 1) passes its input through unchanged. */
    public boolean isIdentity(int block) {
        return encoding[offset(block)] == 0;
    }

    /** Units of block b's dense layer. @throws IllegalStateException for an identity block */
    public int units(int block) {
        int op = denseOperation(block);
        return UNIT_STEP * (1 + op / LayerActivation.values().length);
    }

    public LayerActivation activation(int block) {
        return LayerActivation.values()[denseOperation(block) % LayerActivation.values().length];
    }

    private int denseOperation(int block) {
        if (isIdentity(block)) {
            throw new IllegalStateException("block " + block + " is an identity");
        }
        return encoding[offset(block)] - 1;
    }

    /** Whether block b takes a skip from block b - distance (distance 1 to 3; block 0 is the input). */
    public boolean hasSkip(int block, int distance) {
        return distance <= skipSources(block) && encoding[offset(block) + distance] == 1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Architecture a && Arrays.equals(encoding, a.encoding);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoding);
    }

    @Override
    public String toString() {
        return "Architecture" + Arrays.toString(encoding);
    }
}
