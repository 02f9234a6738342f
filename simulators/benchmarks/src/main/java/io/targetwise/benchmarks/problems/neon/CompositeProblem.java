package io.targetwise.benchmarks.problems.neon;

/**
 * A composite optimisation problem of NEON (Guilhoto and Perdikaris 2024): an expensive map h from a design u in a box
 * to a field sampled at fixed query points with a few channels, and a cheap known functional g of that field; the task
 * optimises g(h(u)). Fields are flattened point-major: {@code field[point * channels() + channel]}.
 */
public interface CompositeProblem {

    String id();

    double[] lowerBounds();

    double[] upperBounds();

    /** The query coordinates y of the field, one row per point. */
    double[][] queryPoints();

    /** Output channels d_s per query point. */
    int channels();

    /** h(u) on the query points. @throws IllegalArgumentException if u is outside the box */
    double[] field(double[] u);

    /** g of a field from {@link #field}. */
    double objective(double[] field);

    /** Whether the task maximises g (else it minimises g). */
    boolean maximises();

    /** @throws IllegalArgumentException naming the coordinate if u has the wrong length or leaves the box */
    static void requireInBox(CompositeProblem problem, double[] u) {
        double[] lower = problem.lowerBounds();
        double[] upper = problem.upperBounds();
        if (u == null || u.length != lower.length) {
            throw new IllegalArgumentException(problem.id() + ": u must have " + lower.length + " values, got "
                    + (u == null ? "null" : u.length));
        }
        for (int i = 0; i < u.length; i++) {
            if (!(u[i] >= lower[i] && u[i] <= upper[i])) {
                throw new IllegalArgumentException(problem.id() + ": u[" + i + "] = " + u[i] + " is outside ["
                        + lower[i] + ", " + upper[i] + "]");
            }
        }
    }
}
