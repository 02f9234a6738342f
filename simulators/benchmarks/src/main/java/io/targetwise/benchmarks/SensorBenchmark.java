package io.targetwise.benchmarks;

import io.targetwise.core.Arguments;
import io.targetwise.core.spc.FrozenSensor;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.Simulator;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plantlike.InputNoise4d;
import io.targetwise.simulators.plantlike.LotSensitivity6d;
import io.targetwise.simulators.plantlike.NarrowBand2d;
import io.targetwise.simulators.plantlike.RegimeChange10d;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code benchmark sensor}: the application's frozen-sensor check ({@link FrozenSensor#DEFAULT}) on the simulators,
 * looked at after every reading as the alarm watch does. A plant moves to a setpoint of its pool every
 * {@value #REPLICATES} readings; the noise floor is the smallest true sd of the newest {@value #FLOOR_MOVES} moves'
 * setpoints, as the application takes the smallest forecast sd of its recent approved moves, times a factor for a
 * model whose noise is right (1), half (0.5) or twice (2) the truth. Fault-free, it counts the signals per 1,000
 * readings; with a fault at the middle of each run (a frozen sensor repeating its last value, or a stuck one adding a
 * jitter of 1 % of the true sd to it) the readings until the first signal.
 */
final class SensorBenchmark {
    static final int REPLICATES = 2;
    static final int FLOOR_MOVES = 10;
    static final double[] FLOOR_FACTORS = {0.5, 1, 2};
    /** Pool size per run; each run draws its own from its seed. */
    static final int POOL = 100;
    static final double JITTER = 0.01;

    private final int repeats;
    private final int moves;
    private final long seed;

    SensorBenchmark(int repeats, int moves, long seed) {
        this.repeats = Arguments.requireAtLeast("--repeats", repeats, 1);
        this.moves = Arguments.requireAtLeast("--moves", moves, 2 * FLOOR_MOVES);
        this.seed = seed;
    }

    /** A fault of the sensor from its onset: what it reports, given the last value it reported before. */
    enum Fault {
        NONE, FROZEN, JITTER
    }

    /** One run's result: the looks and signals while fault-free, and the faulty readings until the first signal. */
    record Run(long looks, long falseSignals, int delay) {
    }

    static List<Simulator> simulators() {
        return List.of(ForgingSimulator.create(), NarrowBand2d.create(), InputNoise4d.create(),
                LotSensitivity6d.create(), RegimeChange10d.create());
    }

    /**
     * One run: {@code moves} moves of {@value #REPLICATES} readings on the simulator, the fault (if any) from the
     * middle move on; the signals before the onset count as false alarms.
     */
    static Run run(Simulator simulator, Fault fault, double floorFactor, int moves, long runSeed) {
        SplittableRandom rng = new SplittableRandom(runSeed);
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(simulator.spec(), POOL, rng.split());
        FrozenSensor check = FrozenSensor.DEFAULT;
        Deque<Double> window = new ArrayDeque<>();
        Deque<Double> recentSds = new ArrayDeque<>();
        int onset = fault == Fault.NONE ? Integer.MAX_VALUE : moves / 2 * REPLICATES;
        long looks = 0;
        long falseSignals = 0;
        int reading = 0;
        double lastReported = Double.NaN;
        double frozenSd = Double.NaN;
        for (int move = 0; move < moves; move++) {
            double[] setpoint = pool.get(rng.nextInt(pool.size()));
            double trueSd = Math.sqrt(simulator.truth(setpoint).orElseThrow().variance());
            recentSds.addLast(trueSd);
            if (recentSds.size() > FLOOR_MOVES) {
                recentSds.removeFirst();
            }
            double floor = floorFactor * recentSds.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            for (int r = 0; r < REPLICATES; r++, reading++) {
                double made = simulator.measure(setpoint, 1, rng).get(0).output();
                double reported;
                if (reading < onset) {
                    reported = made;
                } else {
                    if (Double.isNaN(frozenSd)) {
                        frozenSd = trueSd;
                    }
                    reported = fault == Fault.FROZEN ? lastReported
                            : lastReported + JITTER * frozenSd * rng.nextGaussian();
                }
                if (reading < onset || fault != Fault.JITTER) {
                    lastReported = reported;
                }
                window.addLast(reported);
                if (window.size() > check.window()) {
                    window.removeFirst();
                }
                if (window.size() < check.window()) {
                    continue;
                }
                boolean signal = check.test(window.stream().mapToDouble(Double::doubleValue).toArray(), floor)
                        .isPresent();
                if (reading < onset) {
                    looks++;
                    falseSignals += signal ? 1 : 0;
                } else if (signal) {
                    return new Run(looks, falseSignals, reading - onset + 1);
                }
            }
        }
        return new Run(looks, falseSignals, fault == Fault.NONE ? 0 : -1);
    }

    void run(Path out, PrintStream progress) throws IOException {
        long start = System.nanoTime();
        StringBuilder alarms = new StringBuilder("\n## False alarms, fault-free\n\nSignals per 1,000 looks (one look"
                + " per reading) [95 % Wilson interval, looks taken as independent], over every repeat.\n\n"
                + "| simulator | noise floor / true | looks | signals | per 1,000 |\n|---|---|---|---|---|\n");
        StringBuilder delays = new StringBuilder("\n## Detection delay\n\nFaulty readings until the first signal"
                + " (noise floor right): median and largest; caught within 2 moves = within "
                + 2 * REPLICATES + " faulty readings.\n\n| simulator | fault | runs | median | largest | caught"
                + " within 2 moves | never caught |\n|---|---|---|---|---|---|---|\n");
        for (Simulator simulator : simulators()) {
            String id = simulator.spec().id();
            for (double factor : FLOOR_FACTORS) {
                long looks = 0;
                long signals = 0;
                for (int repeat = 0; repeat < repeats; repeat++) {
                    Run run = run(simulator, Fault.NONE, factor, moves, BenchmarkRunner.repeatSeed(seed, repeat));
                    looks += run.looks();
                    signals += run.falseSignals();
                }
                double[] interval = wilson(signals, looks);
                alarms.append(String.format(Locale.ROOT, "| %s | %.1f | %d | %d | %.3f [%.3f, %.3f] |%n", id, factor,
                        looks, signals, 1000.0 * signals / looks, 1000 * interval[0], 1000 * interval[1]));
            }
            for (Fault fault : List.of(Fault.FROZEN, Fault.JITTER)) {
                int[] delay = new int[repeats];
                for (int repeat = 0; repeat < repeats; repeat++) {
                    delay[repeat] = run(simulator, fault, 1, moves, BenchmarkRunner.repeatSeed(seed, repeat)).delay();
                }
                int[] caught = Arrays.stream(delay).filter(d -> d > 0).sorted().toArray();
                delays.append(String.format(Locale.ROOT, "| %s | %s | %d | %s | %s | %d | %d |%n", id,
                        fault.name().toLowerCase(Locale.ROOT), repeats,
                        caught.length == 0 ? "–" : Integer.toString(caught[(caught.length - 1) / 2]),
                        caught.length == 0 ? "–" : Integer.toString(caught[caught.length - 1]),
                        Arrays.stream(caught).filter(d -> d <= 2 * REPLICATES).count(), repeats - caught.length));
            }
            progress.println("sensor: " + id + " done");
        }
        Files.createDirectories(out);
        String header = String.format(Locale.ROOT, "# Frozen-sensor check on the simulators%n%n- check: the newest %d"
                + " readings, alarm at a chance of %.0g or less (FrozenSensor.DEFAULT); %d repeats of %d moves of %d"
                + " readings each, pools of %d drawn per repeat; seed %d; wall time %.0f s%n",
                FrozenSensor.DEFAULT.window(), FrozenSensor.DEFAULT.falseAlarmProbability(), repeats, moves,
                REPLICATES, POOL, seed, (System.nanoTime() - start) / 1e9);
        Files.writeString(out.resolve("report.md"), header + alarms + delays, StandardCharsets.UTF_8);
        progress.println("wrote " + out.resolve("report.md").toAbsolutePath());
    }

    /** The 95 % Wilson score interval of a binomial proportion. */
    static double[] wilson(long successes, long trials) {
        double z = 1.959964;
        double p = (double) successes / trials;
        double denominator = 1 + z * z / trials;
        double centre = (p + z * z / (2.0 * trials)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / trials + z * z / (4.0 * trials * trials)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
