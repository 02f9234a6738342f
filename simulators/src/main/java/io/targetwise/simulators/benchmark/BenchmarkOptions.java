package io.targetwise.simulators.benchmark;

import io.targetwise.core.Arguments;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The command line of {@code benchmark}, parsed and validated; a bad option gives an IllegalArgumentException naming
 * it. {@link #USAGE} documents every option.
 */
public record BenchmarkOptions(String suite, double sigmaA, double sigmaU, double target, int poolSize,
        List<Method> methods, int repeats, int iterations, int replicates, int baselineReplicates, long seed, int threads, Path out) {

    public static final String USAGE = """
            usage: benchmark --suite exp1|exp2|forging --out DIR [options]
              --suite S         exp1: sin(x) + noise; exp2: f(x + input noise); forging: the forging-like pool
              --sigma-a A       exp1 output noise sd (default 0.5)
              --sigma-u U       exp2 input noise sd in units of the domain length (default 0.05)
              --target T        forging target in mm (default 140)
              --pool-size N     forging pool size incl. the two corners (default 300)
              --methods LIST    comma-separated: %s (default robust-ei,ncchi2-ei)
              --repeats N       independent repetitions per method (default 10)
              --iterations N    proposals after the two initial points (default 20)
              --replicates N    readings per setpoint for the mean-and-variance methods, whose GP sees their means
                                (assumption 2 of Hoffer, Ranftl and Geiger 2023), >= 2 (default 10)
              --baseline-replicates N
                                readings per setpoint for the GP-on-noisy-data methods (ncchi2-*); the paper gives
                                them single noisy readings (default 1; equal to --replicates for an equal budget)
              --seed N          base seed; repeat r uses the same seed for every method (default 1)
              --threads N       parallel runs (default: available processors)
              --out DIR         where results.csv, the plots and report.md go
            """.formatted(String.join(",", Arrays.stream(Method.values()).map(Method::id).toList()));

    private static final Set<String> SUITES = Set.of("exp1", "exp2", "forging");
    private static final Set<String> OPTIONS = Set.of("--suite", "--sigma-a", "--sigma-u", "--target", "--pool-size",
            "--methods", "--repeats", "--iterations", "--replicates", "--baseline-replicates", "--seed", "--threads",
            "--out");

    public BenchmarkOptions {
        if (!SUITES.contains(suite)) {
            throw new IllegalArgumentException("--suite must be one of " + SUITES + ", got " + suite);
        }
        Arguments.requirePositive("--sigma-a", sigmaA);
        Arguments.requirePositive("--sigma-u", sigmaU);
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException("--target must be finite, got " + target);
        }
        Arguments.requireAtLeast("--pool-size", poolSize, 3);
        if (methods == null || methods.isEmpty()) {
            throw new IllegalArgumentException("--methods must name at least one method");
        }
        methods = List.copyOf(methods);
        Arguments.requireAtLeast("--repeats", repeats, 1);
        Arguments.requireAtLeast("--iterations", iterations, 1);
        Arguments.requireAtLeast("--replicates", replicates, 2);
        Arguments.requireAtLeast("--baseline-replicates", baselineReplicates, 1);
        Arguments.requireAtLeast("--threads", threads, 1);
        if (out == null) {
            throw new IllegalArgumentException("--out is required");
        }
    }

    /** @throws IllegalArgumentException for an unknown, repeated, valueless or invalid option */
    public static BenchmarkOptions parse(String... args) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            String name = args[i];
            if (!OPTIONS.contains(name)) {
                throw new IllegalArgumentException("unknown option '" + name + "'");
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(name + " needs a value");
            }
            if (values.put(name, args[i + 1]) != null) {
                throw new IllegalArgumentException(name + " is given twice");
            }
        }
        List<Method> methods = new ArrayList<>();
        for (String id : values.getOrDefault("--methods", "robust-ei,ncchi2-ei").split(",")) {
            methods.add(Method.fromId(id.trim()));
        }
        String out = values.get("--out");
        return new BenchmarkOptions(values.get("--suite"),
                number(values, "--sigma-a", 0.5), number(values, "--sigma-u", 0.05), number(values, "--target", 140),
                integer(values, "--pool-size", 300), methods, integer(values, "--repeats", 10),
                integer(values, "--iterations", 20), integer(values, "--replicates", 10),
                integer(values, "--baseline-replicates", 1),
                integer(values, "--seed", 1), integer(values, "--threads", Runtime.getRuntime().availableProcessors()),
                out == null ? null : Path.of(out));
    }

    /** The suite these options describe. */
    public Suite toSuite() {
        return switch (suite) {
            case "exp1" -> Suite.experiment1(sigmaA);
            case "exp2" -> Suite.experiment2(sigmaU);
            default -> Suite.forging(target, poolSize, seed);
        };
    }

    private static double number(Map<String, String> values, String name, double fallback) {
        String value = values.get(name);
        try {
            return value == null ? fallback : Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, got '" + value + "'");
        }
    }

    private static int integer(Map<String, String> values, String name, int fallback) {
        String value = values.get(name);
        try {
            return value == null ? fallback : Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be an integer, got '" + value + "'");
        }
    }
}
