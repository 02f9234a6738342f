package io.targetwise.simulators.plant;

import io.targetwise.core.Arguments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.ProcessSpec.EnvironmentalVariable;
import io.targetwise.simulators.Simulator;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * A plant that runs a simulator at a setpoint and reports what it measures as plant readings, framework-free
 * so that the application can wire it to any transport. Each reading gets an event id unique across plants and
 * restarts, the current setpoint by variable name, the environment by name, the output in the simulator's unit, a
 * source time from the clock (strictly increasing even if the clock stands still or steps back) and a batch id shared
 * by the readings taken since the last {@link #moveTo}.
 *
 * <p>The environment drifts as an Ornstein-Uhlenbeck process around each variable's nominal value, with the
 * simulator's stationary spread and the configured correlation time, advanced by one reading interval per reading:
 * consecutive readings see similar conditions, as in a workshop whose temperature changes over hours.
 *
 * <p>Thread-safe: one thread may produce readings while another moves the setpoint; every method is atomic.
 */
public final class VirtualPlant {
    /** Default time between readings. */
    public static final Duration DEFAULT_READING_INTERVAL = Duration.ofSeconds(1);
    /** Default correlation time of the environment's drift. */
    public static final Duration DEFAULT_DRIFT_CORRELATION_TIME = Duration.ofMinutes(30);
    private static final Duration MINIMUM_TIME_STEP = Duration.ofMillis(1);

    private final Simulator simulator;
    private final long processId;
    private final int replicatesPerSetpoint;
    private final Clock clock;
    private final Duration readingInterval;
    private final double driftPersistence;
    private final SplittableRandom random;
    private final Object lock = new Object();

    private double[] setpoint;
    private double[] environment;
    private Instant lastSourceTime;
    private String batchId;
    private long batchSequence;

    private VirtualPlant(Simulator simulator, long processId, double[] setpoint, int replicatesPerSetpoint,
            Clock clock, Duration readingInterval, Duration driftCorrelationTime, long seed) {
        this.simulator = simulator;
        this.processId = processId;
        this.replicatesPerSetpoint = replicatesPerSetpoint;
        this.clock = clock;
        this.readingInterval = readingInterval;
        this.driftPersistence = Math.exp(-(double) readingInterval.toNanos() / driftCorrelationTime.toNanos());
        this.random = new SplittableRandom(seed);
        this.setpoint = setpoint;
        this.environment = simulator.spec().drawEnvironment(random);
        this.batchId = nextBatchId();
    }

    /** A plant with the default reading interval and drift correlation time. */
    public static VirtualPlant of(Simulator simulator, long processId, Map<String, Double> initialSetpoint,
            int replicatesPerSetpoint, Clock clock, long seed) {
        return of(simulator, processId, initialSetpoint, replicatesPerSetpoint, clock, seed, DEFAULT_READING_INTERVAL,
                DEFAULT_DRIFT_CORRELATION_TIME);
    }

    /**
     * @param readingInterval the time between readings the caller schedules {@link #next()} at (also the drift's
     *     time step)
     * @throws IllegalArgumentException naming the field: null arguments, replicates below 1, non-positive durations, or
     *     a setpoint that does not name exactly the simulator's design variables within their bounds
     */
    public static VirtualPlant of(Simulator simulator, long processId, Map<String, Double> initialSetpoint,
            int replicatesPerSetpoint, Clock clock, long seed, Duration readingInterval,
            Duration driftCorrelationTime) {
        Arguments.requireNonNull("simulator", simulator);
        Arguments.requireNonNull("clock", clock);
        Arguments.requirePositive("readingInterval", readingInterval);
        Arguments.requirePositive("driftCorrelationTime", driftCorrelationTime);
        if (replicatesPerSetpoint < 1) {
            throw new IllegalArgumentException("replicatesPerSetpoint must be >= 1, got " + replicatesPerSetpoint);
        }
        double[] setpoint = toSetpoint(simulator.spec(), initialSetpoint);
        return new VirtualPlant(simulator, processId, setpoint, replicatesPerSetpoint, clock, readingInterval,
                driftCorrelationTime, seed);
    }

    public Duration readingInterval() {
        return readingInterval;
    }

    public int replicatesPerSetpoint() {
        return replicatesPerSetpoint;
    }

    public ProcessSpec spec() {
        return simulator.spec();
    }

    /** The setpoint now being run, by variable name in the spec's order. */
    public Map<String, Double> currentSetpoint() {
        synchronized (lock) {
            return named(simulator.spec().designVariables().stream().map(DesignVariable::name).toList(), setpoint);
        }
    }

    /** The batch id the next reading will carry (until the next move). */
    public String currentBatchId() {
        synchronized (lock) {
            return batchId;
        }
    }

    /**
     * Runs the given setpoint from the next reading on, under a new batch id.
     *
     * @throws IllegalArgumentException naming the variable if a design variable is missing, unknown, not finite or
     *     out of bounds; the plant keeps its setpoint then
     */
    public void moveTo(Map<String, Double> setpoints) {
        double[] next = toSetpoint(simulator.spec(), setpoints);
        synchronized (lock) {
            setpoint = next;
            batchId = nextBatchId();
        }
    }

    /** One reading at the current setpoint. */
    public PlantReading next() {
        synchronized (lock) {
            ProcessSpec spec = simulator.spec();
            environment = drift(spec.environmentalVariables(), environment);
            double output = simulator.observe(setpoint, environment, random);
            Instant now = clock.instant();
            Instant sourceTime = lastSourceTime == null || now.isAfter(lastSourceTime) ? now
                    : lastSourceTime.plus(MINIMUM_TIME_STEP);
            lastSourceTime = sourceTime;
            return new PlantReading(eventId(), processId, sourceTime,
                    named(spec.designVariables().stream().map(DesignVariable::name).toList(), setpoint),
                    named(spec.environmentalVariables().stream().map(EnvironmentalVariable::name).toList(),
                            environment),
                    output, spec.output().unit(), batchId);
        }
    }

    /** {@link #replicatesPerSetpoint()} readings at the current setpoint, taken atomically (no move in between). */
    public List<PlantReading> nextBatch() {
        synchronized (lock) {
            List<PlantReading> batch = new ArrayList<>(replicatesPerSetpoint);
            for (int r = 0; r < replicatesPerSetpoint; r++) {
                batch.add(next());
            }
            return Collections.unmodifiableList(batch);
        }
    }

    /** Exact one-step Ornstein-Uhlenbeck transition, which keeps each variable's stationary distribution. */
    private double[] drift(List<EnvironmentalVariable> variables, double[] current) {
        double[] next = new double[current.length];
        double innovationScale = Math.sqrt(1 - driftPersistence * driftPersistence);
        for (int i = 0; i < next.length; i++) {
            EnvironmentalVariable v = variables.get(i);
            next[i] = v.nominal() + driftPersistence * (current[i] - v.nominal())
                    + v.standardDeviation() * innovationScale * random.nextGaussian();
        }
        return next;
    }

    /**
     * Random UUIDs from the JDK's secure generator, never from the seeded one: a plant restarted with the same seed
     * must not repeat an id already stored, or every reading it sends would be ignored as a re-send. Drawing them
     * apart also leaves the seeded sequence of readings as it was.
     */
    private static String eventId() {
        return UUID.randomUUID().toString();
    }

    private String nextBatchId() {
        batchSequence++;
        return "plant-" + processId + "-batch-" + batchSequence;
    }

    private static double[] toSetpoint(ProcessSpec spec, Map<String, Double> values) {
        Arguments.requireNonNull("setpoints", values);
        List<DesignVariable> variables = spec.designVariables();
        for (String name : values.keySet()) {
            if (variables.stream().noneMatch(v -> v.name().equals(name))) {
                throw new IllegalArgumentException("setpoint '" + name + "' is not a design variable of " + spec.id());
            }
        }
        double[] setpoint = new double[variables.size()];
        for (int i = 0; i < setpoint.length; i++) {
            Double value = values.get(variables.get(i).name());
            if (value == null) {
                throw new IllegalArgumentException("setpoint '" + variables.get(i).name() + "' is missing");
            }
            setpoint[i] = value;
        }
        spec.requireSetpoint(setpoint);
        return setpoint;
    }

    private static Map<String, Double> named(List<String> names, double[] values) {
        Map<String, Double> map = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            map.put(names.get(i), values[i]);
        }
        return Collections.unmodifiableMap(map);
    }
}
