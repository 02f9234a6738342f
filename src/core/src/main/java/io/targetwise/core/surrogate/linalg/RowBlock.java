package io.targetwise.core.surrogate.linalg;

/**
 * Rows of a row-major matrix seen as a block: row r of the block starts at {@code offset + r * stride}.
 *
 * @param data backing array
 * @param offset index of the block's first entry
 * @param stride distance between consecutive rows
 */
record RowBlock(double[] data, int offset, int stride) {

    int start(int row) {
        return offset + row * stride;
    }
}
