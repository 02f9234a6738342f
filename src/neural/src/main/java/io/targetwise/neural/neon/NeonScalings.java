package io.targetwise.neural.neon;

import io.targetwise.core.transform.Scaling;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * NEON's three z-score scalings (Guilhoto and Perdikaris 2024, section 2): designs by their columns, query
 * coordinates by the grid's columns, field values per query point and channel across the designs.
 */
record NeonScalings(Scaling designs, Scaling queries, Scaling fields) {

    static NeonScalings fit(double[][] designs, double[][] queryPoints, double[][] fields) {
        return new NeonScalings(Scaling.toZScores(designs), Scaling.toZScores(queryPoints), Scaling.toZScores(fields));
    }

    void write(DataOutputStream out) throws IOException {
        designs.write(out);
        queries.write(out);
        fields.write(out);
    }

    static NeonScalings read(DataInputStream in) throws IOException {
        Scaling designs = Scaling.read(in);
        Scaling queries = Scaling.read(in);
        return new NeonScalings(designs, queries, Scaling.read(in));
    }
}
