package io.targetwise.neural;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Named parameter arrays of a SameDiff graph, copied out: a snapshot to restore (keeping the best-loss parameters) or
 * to save with a model. Models rebuild their graph from their settings and load these, so saved models do not depend
 * on SameDiff's own file format.
 */
public final class GraphParameters {
    private final Map<String, INDArray> arrays;

    private GraphParameters(Map<String, INDArray> arrays) {
        this.arrays = arrays;
    }

    /** Copies of the arrays of the named variables (or constants). */
    public static GraphParameters of(SameDiff graph, Iterable<String> names) {
        Map<String, INDArray> copy = new LinkedHashMap<>();
        for (String name : names) {
            copy.put(name, graph.getVariable(name).getArr().dup());
        }
        return new GraphParameters(copy);
    }

    /** Writes copies of these arrays into the graph's variables of the same names. */
    public void restoreInto(SameDiff graph) {
        arrays.forEach((name, array) -> graph.getVariable(name).setArray(array.dup()));
    }

    /** Total number of scalar parameters. */
    public long size() {
        return arrays.values().stream().mapToLong(INDArray::length).sum();
    }

    public void write(DataOutputStream out) throws IOException {
        out.writeInt(arrays.size());
        for (Map.Entry<String, INDArray> e : arrays.entrySet()) {
            out.writeUTF(e.getKey());
            Nd4j.write(e.getValue(), out);
        }
    }

    public static GraphParameters read(DataInputStream in) throws IOException {
        int count = in.readInt();
        Map<String, INDArray> arrays = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            String name = in.readUTF();
            arrays.put(name, Nd4j.read(in));
        }
        return new GraphParameters(arrays);
    }
}
