package io.targetwise.benchmarks.responsesurface;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.ReplicateAggregator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Sequential response-surface design for robust parameter design, the peer a process engineer would run instead of
 * Bayesian optimisation: the dual response surface ({@link DualResponseSurface}: quadratic models of the mean and of
 * log sigma^2, the next setpoint minimising Lin and Tu's (mu - y*)^2 + sigma^2) on a sequence of composite designs.
 *
 * <p>It proposes one setpoint at a time; the caller runs each with the same number r of readings, as every arm of the
 * benchmark does, so that {@code setpointBudget} proposals cost {@code setpointBudget * r} readings.
 * <ol>
 *   <li>The first design spans the whole box: the face-centred CCD (alpha = 1: corners, axial points, centre) when
 *       its new points fit the proposals left, otherwise the first of {@link CompositeDesign#plans} that fits (a CCD
 *       on a fractional factorial, the axial points and centre for a model without cross products, a two-level
 *       fraction and centre for a first-order model). Points already run (the benchmark's two initial corners) are
 *       not run again: their readings count for the design.</li>
 *   <li>Once a design is complete, both models are fitted to every design point in the current region and the
 *       MSE-optimal setpoint over that region becomes the recommendation. The next design is the same plan, centred
 *       there with the region's nominal half-width halved and clipped to the bounds (no narrower than two resolution
 *       steps, so that three levels stay distinct after snapping); points are snapped to the variables' resolution,
 *       the centre run first.</li>
 *   <li>When the proposals left cannot hold another design, the rest are replicates at the current MSE optimum, the
 *       models refitted after each.</li>
 * </ol>
 * The model is local: it is fitted on, and minimised over, the current region (the whole box for the first design),
 * not extrapolated beyond it. Should no plan fit the first proposals (fewer than d + 2), or a fit fail, it replicates
 * the design point with the smallest sample (ybar - y*)^2 + s^2 instead.
 */
public final class SequentialResponseSurface {
    private final double[] lower;
    private final double[] upper;
    private final double[] minimumHalfWidth;
    private final double target;
    private final ReplicateAggregator aggregator;
    private final List<Measurement> measurements = new ArrayList<>();
    private final Deque<double[]> queue = new ArrayDeque<>();
    private int proposalsLeft;
    private CompositeDesign plan;
    private Region region;
    private boolean replicating;
    private double[] recommendation;
    private int designs;

    /**
     * @param resolution per variable, the step setpoints are snapped to (0: none)
     * @param setpointBudget how many setpoints it may propose
     * @param initial readings already taken (the benchmark's initial setpoints)
     */
    public SequentialResponseSurface(double[] lower, double[] upper, double[] resolution, double target,
            int setpointBudget, List<Measurement> initial) {
        this.lower = lower.clone();
        this.upper = upper.clone();
        this.target = target;
        this.aggregator = ReplicateAggregator.of(resolution);
        this.minimumHalfWidth = Arrays.stream(resolution).map(r -> 2 * r).toArray();
        this.proposalsLeft = setpointBudget;
        measurements.addAll(initial);
    }

    /** The next setpoint; null once the budget is spent. */
    public double[] next() {
        if (proposalsLeft == 0) {
            return null;
        }
        if (queue.isEmpty()) {
            refill();
        }
        proposalsLeft--;
        return queue.removeFirst();
    }

    public void tell(List<Measurement> readings) {
        measurements.addAll(readings);
        if (queue.isEmpty() && plan != null) {
            refit();
        }
    }

    /** The MSE-optimal setpoint of the current models; empty before the first design is complete. */
    public Optional<double[]> recommendation() {
        return Optional.ofNullable(recommendation).map(double[]::clone);
    }

    /** The plan every design of this run uses; empty before the first proposal or if none fit. */
    public Optional<CompositeDesign> plan() {
        return Optional.ofNullable(plan);
    }

    /** How many designs were started. */
    public int designs() {
        return designs;
    }

    public Optional<Region> region() {
        return Optional.ofNullable(region);
    }

    private void refill() {
        if (region == null) {
            Region whole = Region.whole(lower, upper);
            for (CompositeDesign candidate : CompositeDesign.plans(lower.length)) {
                List<double[]> points = newPoints(candidate, whole);
                if (points.size() <= proposalsLeft) {
                    plan = candidate;
                    region = whole;
                    start(points);
                    return;
                }
            }
            queue.add(bestObserved());
            return;
        }
        if (plan != null && !replicating && recommendation != null) {
            Region next = region.halvedAround(recommendation, lower, upper, minimumHalfWidth);
            List<double[]> points = newPoints(plan, next);
            if (!points.isEmpty() && points.size() <= proposalsLeft) {
                region = next;
                start(points);
                return;
            }
            replicating = true;
        }
        queue.add(recommendation != null ? recommendation.clone() : bestObserved());
    }

    private void start(List<double[]> points) {
        designs++;
        queue.addAll(points);
    }

    /** Fits both models on the current region and moves the recommendation to their MSE optimum. */
    private void refit() {
        List<DesignPoint> inRegion = aggregator.aggregate(measurements).stream()
                .filter(p -> inside(p.setpoint().toArray())).toList();
        try {
            DualResponseSurface surface = DualResponseSurface.fit(region, plan.terms(), inRegion, target);
            recommendation = snap(surface.minimiseMse());
        } catch (IllegalArgumentException | ModelFittingException e) {
            // Keep the last recommendation; without one, refill() replicates the best observed point.
        }
    }

    /** The plan's points decoded on the region and snapped, without duplicates and points already run. */
    private List<double[]> newPoints(CompositeDesign design, Region on) {
        List<double[]> run = aggregator.aggregate(measurements).stream().map(p -> p.setpoint().toArray()).toList();
        List<double[]> coded = new ArrayList<>(design.points());
        coded.sort(Comparator.comparingDouble(z -> Arrays.stream(z).map(Math::abs).sum() == 0 ? 0 : 1));
        List<double[]> points = new ArrayList<>();
        for (double[] z : coded) {
            double[] x = snap(on.decode(z));
            if (run.stream().noneMatch(y -> same(y, x)) && points.stream().noneMatch(y -> same(y, x))) {
                points.add(x);
            }
        }
        return points;
    }

    /** Equal up to rounding: 1e-9 of each variable's range. */
    private boolean same(double[] a, double[] b) {
        for (int i = 0; i < a.length; i++) {
            if (Math.abs(a[i] - b[i]) > 1e-9 * (upper[i] - lower[i])) {
                return false;
            }
        }
        return true;
    }

    private double[] snap(double[] x) {
        double[] snapped = aggregator.snap(x);
        for (int i = 0; i < snapped.length; i++) {
            snapped[i] = Math.min(upper[i], Math.max(lower[i], snapped[i]));
        }
        return snapped;
    }

    /** In the current region, up to half a resolution step (snapping) and rounding. */
    private boolean inside(double[] x) {
        for (int i = 0; i < x.length; i++) {
            double slack = minimumHalfWidth[i] / 4 + 1e-9 * (upper[i] - lower[i]);
            if (x[i] < region.lower()[i] - slack || x[i] > region.upper()[i] + slack) {
                return false;
            }
        }
        return true;
    }

    /** The design point with the smallest sample (ybar - y*)^2 + s^2 (s^2 = 0 for a single reading). */
    private double[] bestObserved() {
        return aggregator.aggregate(measurements).stream()
                .min(Comparator.comparingDouble(p -> (p.mean() - target) * (p.mean() - target)
                        + (p.hasVarianceEstimate() ? p.sampleVariance() : 0)))
                .map(p -> snap(p.setpoint().toArray())).orElseThrow();
    }
}
