package io.targetwise.benchmarks.responsesurface;

import io.targetwise.benchmarks.responsesurface.QuadraticModel.Terms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * A design in coded units [-1, 1]^d and the model it supports. The preferred design is the face-centred central
 * composite design (alpha = 1, so every point stays inside the box): the 2^d corners, the 2d axial points (face
 * centres) and the centre, for the full second-order model. {@link #plans} lists what a tighter reading budget falls
 * back to, in order of preference:
 * <ol>
 *   <li>the full CCD;</li>
 *   <li>CCDs whose factorial part is a 2^(d-q) fraction, q = 1, 2, ..., as long as the fraction with the axial points
 *       and centre can still estimate the full second-order model (a resolution V fraction, or Hartley's (1959) small
 *       composite designs, whose fractions of resolution III* alias no two cross products with each other); the
 *       generators are found by search and the estimability is checked on the design itself;</li>
 *   <li>the axial points and the centre alone (2d + 1 points), for the second-order model without cross products;</li>
 *   <li>a two-level fraction with at least d + 1 runs and the centre, for a first-order model.</li>
 * </ol>
 * The caller takes the first plan whose new points fit the readings left.
 */
public record CompositeDesign(String name, List<double[]> points, Terms terms) {
    /** Generator sets tried per fraction before giving up on it. */
    private static final int MAX_GENERATOR_SETS = 20_000;

    public CompositeDesign {
        points = points.stream().map(double[]::clone).toList();
    }

    public int size() {
        return points.size();
    }

    /** The face-centred CCD: corners (in standard order, the first factor fastest), axial points, centre. */
    public static CompositeDesign faceCentred(int d) {
        return composite("face-centred CCD", fullFactorial(d), d);
    }

    /** Every plan for d variables, most preferred first. */
    public static List<CompositeDesign> plans(int d) {
        if (d < 1) {
            throw new IllegalArgumentException("d must be >= 1, got " + d);
        }
        List<CompositeDesign> plans = new ArrayList<>();
        plans.add(faceCentred(d));
        for (int q = 1; q < d; q++) {
            List<double[]> fraction = fraction(d, q, f -> QuadraticModel.estimable(Terms.FULL,
                    composite("", f, d).points()));
            if (fraction != null) {
                plans.add(composite("face-centred CCD on a 2^(" + d + "-" + q + ") fraction", fraction, d));
            }
        }
        List<double[]> star = axialAndCentre(d);
        plans.add(new CompositeDesign("axial points and centre", star, Terms.SEPARABLE));
        for (int q = d - 1; q >= 0; q--) {
            // The smallest two-level fraction with distinct main-effect columns.
            List<double[]> fraction = q == 0 ? fullFactorial(d) : fraction(d, q, f -> true);
            if (fraction != null) {
                List<double[]> points = new ArrayList<>(fraction);
                points.add(new double[d]);
                plans.add(new CompositeDesign("2^(" + d + "-" + q + ") fraction and centre", points, Terms.LINEAR));
                break;
            }
        }
        return List.copyOf(plans);
    }

    private static CompositeDesign composite(String name, List<double[]> factorial, int d) {
        List<double[]> points = new ArrayList<>(factorial);
        for (double[] p : axialAndCentre(d)) {
            // In one dimension the axial points are the corners.
            if (points.stream().noneMatch(x -> Arrays.equals(x, p))) {
                points.add(p);
            }
        }
        return new CompositeDesign(name, points, Terms.FULL);
    }

    /** The 2^d corners, the first factor alternating fastest. */
    static List<double[]> fullFactorial(int d) {
        List<double[]> corners = new ArrayList<>(1 << d);
        for (int run = 0; run < 1 << d; run++) {
            double[] x = new double[d];
            for (int i = 0; i < d; i++) {
                x[i] = (run >> i & 1) == 0 ? -1 : 1;
            }
            corners.add(x);
        }
        return corners;
    }

    /** The axial points -e_i, +e_i for each i, then the centre. */
    private static List<double[]> axialAndCentre(int d) {
        List<double[]> points = new ArrayList<>(2 * d + 1);
        for (int i = 0; i < d; i++) {
            for (int sign : new int[] {-1, 1}) {
                double[] x = new double[d];
                x[i] = sign;
                points.add(x);
            }
        }
        points.add(new double[d]);
        return points;
    }

    /**
     * A 2^(d-q) fraction: a full factorial in the first d - q factors, each of the q others the product of a distinct
     * subset of at least two of them; generator sets with longer words (higher resolution) are tried first, and the
     * first that {@code accept}s is returned; null if none does.
     */
    private static List<double[]> fraction(int d, int q, Predicate<List<double[]>> accept) {
        int base = d - q;
        List<Integer> words = new ArrayList<>();
        for (int mask = 1; mask < 1 << base; mask++) {
            if (Integer.bitCount(mask) >= 2) {
                words.add(mask);
            }
        }
        words.sort((a, b) -> Integer.bitCount(b) - Integer.bitCount(a));
        if (words.size() < q) {
            return null;
        }
        int[] chosen = new int[q];
        for (int i = 0; i < q; i++) {
            chosen[i] = i;
        }
        for (int tried = 0; tried < MAX_GENERATOR_SETS; tried++) {
            List<double[]> runs = new ArrayList<>(1 << base);
            for (double[] b : fullFactorial(base)) {
                double[] x = Arrays.copyOf(b, d);
                for (int g = 0; g < q; g++) {
                    double product = 1;
                    for (int i = 0; i < base; i++) {
                        if ((words.get(chosen[g]) >> i & 1) == 1) {
                            product *= b[i];
                        }
                    }
                    x[base + g] = product;
                }
                runs.add(x);
            }
            if (accept.test(runs)) {
                return runs;
            }
            if (!nextCombination(chosen, words.size())) {
                return null;
            }
        }
        return null;
    }

    /** Advances a sorted q-subset of 0..n-1 in lexicographic order; false after the last. */
    private static boolean nextCombination(int[] c, int n) {
        int q = c.length;
        int i = q - 1;
        while (i >= 0 && c[i] == n - q + i) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        c[i]++;
        for (int j = i + 1; j < q; j++) {
            c[j] = c[j - 1] + 1;
        }
        return true;
    }
}
