package io.targetwise.benchmarks;

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
        List<Arm> arms, int repeats, int iterations, List<Integer> replicates, int baselineReplicates, int budget,
        Setting setting, long seed, int threads, Path out, MeanGp meanGp, List<String> problems,
        List<InitialDesign> initialDesigns) {

    /**
     * The plant suite's arms unless --methods names others: the campaign's default first (its report compares it with
     * each other arm), the monotone robust LCB and the robust Gaussian LCB on the same model, the GP-on-noisy-data and
     * plain-EI baselines, and the response surface a process engineer would run instead.
     */
    static final String PLANT_ARMS = "robust-ei/integrated/hetgp,robust-lcb/integrated/hetgp,"
            + "robust-gaussian-lcb/hetgp,ncchi2-ei,ncchi2-lcb,plain-ei,response-surface";

    public static final String USAGE = """
            usage: benchmark --suite exp1|exp2|forging|plant|outputs --out DIR [options]
                   benchmark calibration [--problems LIST] [--models LIST] [--out FILE]
                   benchmark incumbent-bias
                   benchmark drift [--repeats N (10)] [--readings N (2000)] [--seed N (1)] [--out DIR]
                   benchmark drift-delay [--repeats N (2000)] [--horizon N (1000)] [--seed N (1)] [--out DIR]
                   benchmark sensor [--repeats N (20)] [--moves N (500)] [--seed N (1)] [--out DIR]
              --suite S         exp1: sin(x) + noise; exp2: f(x + input noise); forging: the forging-like pool;
                                plant: the plant-like problems (forging at three targets, three heteroskedastic
                                problems and a regime change), each repeat on its own pool and initial design drawn
                                from its seed, every arm at each --replicates value and an equal --budget;
                                outputs: a forged billet's length and diameter (target vectors), the weighted
                                target-vector robust EI on per-output hetGP against three scalarised baselines,
                                each repeat on its own pool and initial design; its arms are fixed (no --methods)
              --setting S       paper: the robust arms see the exact mean and the baselines a known noise, as in
                                Hoffer, Ranftl and Geiger (2023), exp1 and exp2 only; product: everything sees noisy
                                readings (default product)
              --sigma-a A       exp1 output noise sd (default 0.5)
              --sigma-u U       exp2 input noise sd in units of the domain length (default 0.05)
              --target T        forging target in mm (default 140)
              --pool-size N     pool size incl. the two corners, forging and plant (default 300)
              --methods LIST    comma-separated METHOD[/TREATMENT][/VARIANCE] (default robust-ei,ncchi2-ei; plant:
                                %s; the plant report compares the first with each other):
                                METHOD %s;
                                TREATMENT integrated (default) or plug-in, for robust-ei, robust-pi, robust-lcb;
                                VARIANCE suite (default), kernel-ridge or log-gp, for methods with a variance model;
                                or a whole campaign surrogate in its place, for the mean-and-variance methods:
                                hetgp, nomu-krr, neon-krr, autodeuq or auto
              --repeats N       independent repetitions per method (default 10)
              --iterations N    proposals after the two initial points (default 20; plant: from --budget)
              --replicates N    readings per setpoint for the mean-and-variance methods and response-surface,
                                >= 2 (default 10); plant: a comma-separated list, every method at each (default
                                2,3,5,10)
              --baseline-replicates N
                                readings per setpoint for the GP-on-noisy-data methods (ncchi2-*, plain-ei); the
                                paper gives them single noisy readings (default 1; plant: always --replicates)
              --budget N        plant: readings per run including the initial setpoints (default 110)
              --problems LIST   plant: comma-separated problem ids to run (default: all of them)
              --initial-design LIST
                                plant: how each run starts (default pool): pool, two members of the repeat's pool
                                at random; plant, the virtual plant's own design (the box's two corners and a Latin
                                hypercube); product, the product's (SpaceFillingDesign); plant and product hold one
                                setpoint per design variable plus one, drawn from the repeat's seed, and count
                                toward the budget. Several: every arm from each, as arms of their own
              --gp G            the mean GP: paper, RBF as Hoffer, Ranftl and Geiger (2023) (default), or
                                product, the campaign's own (RBF with capped length scales, 3 restarts)
              --seed N          base seed; repeat r uses the same seed for every method (default 1)
              --threads N       parallel runs (default: available processors)
              --out DIR         where results.csv, the plots and report.md go
            """.formatted(PLANT_ARMS, String.join(",", Arrays.stream(Method.values()).map(Method::id).toList()));

    private static final Set<String> SUITES = Set.of("exp1", "exp2", "forging", "plant", "outputs");
    private static final Set<String> OPTIONS = Set.of("--suite", "--sigma-a", "--sigma-u", "--target", "--pool-size",
            "--methods", "--repeats", "--iterations", "--replicates", "--baseline-replicates", "--budget", "--problems", "--setting",
            "--gp", "--seed", "--threads", "--out", "--initial-design");

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
        if (arms == null || arms.isEmpty()) {
            throw new IllegalArgumentException("--methods must name at least one method");
        }
        arms = List.copyOf(arms);
        Arguments.requireAtLeast("--repeats", repeats, 1);
        Arguments.requireAtLeast("--iterations", iterations, 1);
        if (replicates == null || replicates.isEmpty() || (!suite.equals("plant") && replicates.size() != 1)) {
            throw new IllegalArgumentException("--replicates must be one number (a list only with --suite plant)");
        }
        replicates = List.copyOf(replicates);
        replicates.forEach(r -> Arguments.requireAtLeast("--replicates", r, 2));
        Arguments.requireAtLeast("--baseline-replicates", baselineReplicates, 1);
        // Two initial setpoints and at least one proposal at the largest replicate count.
        Arguments.requireAtLeast("--budget", budget, 3 * replicates.stream().mapToInt(Integer::intValue).max()
                .orElseThrow());
        if (setting == null) {
            throw new IllegalArgumentException("--setting is required");
        }
        if (setting == Setting.PAPER && !(suite.equals("exp1") || suite.equals("exp2"))) {
            throw new IllegalArgumentException("--setting paper applies to exp1 and exp2 only, got --suite " + suite);
        }
        Arguments.requireAtLeast("--threads", threads, 1);
        if (problems == null || (!problems.isEmpty() && !suite.equals("plant"))) {
            throw new IllegalArgumentException("--problems applies to --suite plant only");
        }
        problems = List.copyOf(problems);
        if (initialDesigns == null || initialDesigns.isEmpty()
                || initialDesigns.stream().distinct().count() != initialDesigns.size()) {
            throw new IllegalArgumentException("--initial-design must name one or more distinct designs, got "
                    + initialDesigns);
        }
        initialDesigns = List.copyOf(initialDesigns);
        if (!suite.equals("plant") && !initialDesigns.equals(List.of(InitialDesign.POOL))) {
            throw new IllegalArgumentException("--initial-design applies to --suite plant only");
        }
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
        String suite = values.get("--suite");
        boolean plant = "plant".equals(suite);
        if ("outputs".equals(suite) && values.containsKey("--methods")) {
            throw new IllegalArgumentException("--methods does not apply to --suite outputs, whose arms are fixed");
        }
        List<Integer> replicates = new ArrayList<>();
        for (String r : values.getOrDefault("--replicates", plant ? "2,3,5,10" : "10").split(",")) {
            replicates.add(integer("--replicates", r.trim()));
        }
        String out = values.get("--out");
        return new BenchmarkOptions(suite,
                number(values, "--sigma-a", 0.5), number(values, "--sigma-u", 0.05), number(values, "--target", 140),
                integer(values, "--pool-size", 300), Arm.parseList(values.getOrDefault("--methods",
                        plant ? PLANT_ARMS : "robust-ei,ncchi2-ei")),
                integer(values, "--repeats", 10), integer(values, "--iterations", 20), replicates,
                integer(values, "--baseline-replicates", 1), integer(values, "--budget", 110),
                Setting.fromId(values.getOrDefault("--setting", "product")),
                integer(values, "--seed", 1), integer(values, "--threads", Runtime.getRuntime().availableProcessors()),
                out == null ? null : Path.of(out), MeanGp.fromId(values.getOrDefault("--gp", "paper")),
                values.containsKey("--problems") ? List.of(values.get("--problems").split(",")) : List.of(),
                InitialDesign.parseList(values.getOrDefault("--initial-design", InitialDesign.POOL.id())));
    }


    /** The suite these options describe; not for {@code plant} (several, {@link PlantProblem}) or {@code outputs}. */
    public Suite toSuite() {
        return switch (suite) {
            case "exp1" -> Suite.experiment1(sigmaA);
            case "exp2" -> Suite.experiment2(sigmaU);
            case "forging" -> Suite.forging(target, poolSize, seed);
            default -> throw new IllegalStateException("--suite " + suite + " is not a single-output suite");
        };
    }

    /** The readings per setpoint of a single-suite run. */
    public int replicatesPerSetpoint() {
        return replicates.get(0);
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
        return value == null ? fallback : integer(name, value);
    }

    private static int integer(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be an integer, got '" + value + "'");
        }
    }
}
