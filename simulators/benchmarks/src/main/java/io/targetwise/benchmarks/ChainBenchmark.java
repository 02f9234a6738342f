package io.targetwise.benchmarks;

import io.targetwise.benchmarks.problems.chain.MultiStageUseCases;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.acquisition.OutputsAcquisition;
import io.targetwise.core.chain.ChainPlanner;
import io.targetwise.core.chain.ChainPosterior;
import io.targetwise.core.chain.ChainPropagation;
import io.targetwise.core.chain.ChainStage;
import io.targetwise.core.chain.ProcessChain;
import io.targetwise.core.chain.StageCorrelation;
import io.targetwise.core.chain.StageFitters;
import io.targetwise.core.chain.StageOutput;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.chain.ChainSimulator;
import io.targetwise.simulators.chain.ForgingHeatTreatment;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

/**
 * {@code benchmark chain}: optimising a process chain with the stage models stacked (docs/process-chains.md) against
 * one model of the final output over the joint setpoints and against optimising the last stage alone, on the chain
 * simulators (docs/simulators.md, "Process chains"). Per repeat every method starts from the same Latin hypercube of
 * 2 D + 2 joint setpoints (D: all stages' setpoints together), {@code replicates} pieces each, then runs
 * {@code iterations} iterations of {@code replicates} pieces. After every iteration a method recommends the joint
 * setpoint it has run with the least posterior expected error under its own model, scored by the simulator's true E.
 * The product's setting on the product's constructions; no paper has this experiment.
 */
final class ChainBenchmark {
    static final String USAGE = "usage: chain [--problems uc2,forging-ht] [--repeats N] [--iterations N]"
            + " [--replicates N] [--seed N] [--out DIR]\n";
    /** The share of pieces within the intermediate limits the plans must keep, as in the application. */
    static final double MIN_CONFORMANCE = 0.9;
    static final int POLICY_PIECES = 200;
    static final int CONFORMANCE_PIECES = 2000;

    enum Method {
        CHAIN_PLAN("chain-plan", "a model per stage output (the first stage's on replicates, a later stage's on its"
                + " setpoints and the measured upstream outputs), stacked; every stage's setpoints planned at once,"
                + " intermediate limits a chance constraint (at least " + MIN_CONFORMANCE + ")"),
        CHAIN_REPLAN("chain-replan", "the same models; the plan chooses the first stage's setpoints, and each piece's"
                + " later stages are re-planned from its own measured intermediate outputs"),
        BLACK_BOX("black-box", "one model from the joint setpoints straight to the final output (replicates at joint"
                + " setpoints), the same acquisition, no intermediate information"),
        LAST_STAGE("last-stage", "earlier stages fixed at the centre of their bounds; a model of the final output over"
                + " the last stage's setpoints alone");

        final String id;
        final String description;

        Method(String id, String description) {
            this.id = id;
            this.description = description;
        }
    }

    /** A chain with a single final output and the joint setpoint of its best documented E. */
    record Problem(String id, ChainSimulator simulator, double[][] bestSetpoints, String bestSource) {
        Problem {
            if (simulator.targets().length != 1) {
                throw new IllegalArgumentException(id + ": the benchmark scores chains with one final output, "
                        + simulator.id() + " has " + simulator.targets().length);
            }
        }

        double bestError() {
            return simulator.expectedSquaredError(bestSetpoints);
        }

        /** @throws IllegalArgumentException naming the option if the id is unknown */
        static Problem of(String id) {
            return switch (id) {
                case "uc2" -> new Problem(id, MultiStageUseCases.uc2(), new double[][] {{2.759}, {0.266}},
                        "the minimum of the truth on a 0.01 grid refined on a 0.001 grid (MultiStageUseCasesTest)");
                case "forging-ht" -> new Problem(id, ForgingHeatTreatment.create(),
                        new double[][] {{33, 13.5, 119, 136.7, 1049}, {692, 6}},
                        "the best a search found (the press pool of ForgingSimulatorTest with the least diameter"
                                + " variance within [139, 141] mm, then a 2 K x 0.5 h ageing grid): not exhaustive");
                default -> throw new IllegalArgumentException("--problems: unknown problem '" + id
                        + "', expected uc2 or forging-ht");
            };
        }
    }

    /** The command's options, each checked and named in the message when refused. */
    record Options(List<Problem> problems, int repeats, int iterations, int replicates, long seed, Path out) {
        private static final List<String> NAMES = List.of("--problems", "--repeats", "--iterations", "--replicates",
                "--seed", "--out");

        /** @throws IllegalArgumentException naming the option if one is unknown, lacks its value or is invalid */
        static Options parse(List<String> args) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < args.size(); i += 2) {
                String name = args.get(i);
                if (!NAMES.contains(name)) {
                    throw new IllegalArgumentException("unknown option '" + name + "', expected one of " + NAMES);
                }
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException(name + " needs a value");
                }
                values.put(name, args.get(i + 1));
            }
            List<Problem> problems = Arrays.stream(values.getOrDefault("--problems", "uc2,forging-ht").split(","))
                    .map(String::trim).distinct().map(Problem::of).toList();
            return new Options(problems, integer(values, "--repeats", "10", 1),
                    integer(values, "--iterations", "20", 1),
                    // the first stage's variance model needs a sample variance at every setpoint
                    integer(values, "--replicates", "3", 2),
                    (long) integer(values, "--seed", "1", Integer.MIN_VALUE),
                    Path.of(values.getOrDefault("--out", "results/chain")));
        }

        private static int integer(Map<String, String> values, String name, String otherwise, int least) {
            String text = values.getOrDefault(name, otherwise);
            int value;
            try {
                value = Integer.parseInt(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " must be an integer, got '" + text + "'");
            }
            if (value < least) {
                throw new IllegalArgumentException(name + " must be >= " + least + ", got " + value);
            }
            return value;
        }
    }

    /** The recommendation after one iteration: its joint setpoint and true E. */
    record Row(String problem, Method method, int repeat, int iteration, int pieces, double error, double ratio,
            double[] setpoint) {
    }

    /**
     * A run's rows and, at its end, the share of pieces within the intermediate limits at the recommendation and, for
     * {@link Method#CHAIN_REPLAN}, the re-plan policy's mean squared error over fresh pieces and its standard error
     * (NaN for the other methods).
     */
    record Outcome(String problem, Method method, int repeat, List<Row> rows, double conformance, double policyError,
            double policyStandardError) {
        Row last() {
            return rows.get(rows.size() - 1);
        }
    }

    private final Options options;

    ChainBenchmark(Options options) {
        this.options = options;
    }

    /** Runs every (problem, repeat, method) in parallel and writes results.csv, final.csv, the plots and report.md. */
    List<Outcome> run(PrintStream progress) throws IOException {
        Files.createDirectories(options.out());
        long start = System.nanoTime();
        ProgressBar bar = new ProgressBar(progress, options.problems().size() * options.repeats()
                * Method.values().length * (options.iterations() + 1));
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        List<Outcome> outcomes = new ArrayList<>();
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (Problem problem : options.problems()) {
                for (int r = 0; r < options.repeats(); r++) {
                    for (Method method : Method.values()) {
                        int repeat = r;
                        futures.add(pool.submit(() -> new Trial(problem, method, repeat).run(bar)));
                    }
                }
            }
            for (Future<Outcome> future : futures) {
                outcomes.add(future.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        bar.finish();
        double wallSeconds = (System.nanoTime() - start) / 1e9;
        writeCsv(outcomes, options.out());
        for (Problem problem : options.problems()) {
            List<Row> rows = outcomes.stream().filter(o -> o.problem().equals(problem.id()))
                    .flatMap(o -> o.rows().stream()).toList();
            ConvergencePlot.write(Convergence.of(rows, row -> row.method().id, Row::iteration, Row::ratio),
                    problem.simulator().id() + ": E at the recommendation", "E / best attainable E (true)", 1,
                    options.out().resolve("convergence-" + problem.id()));
        }
        Files.writeString(options.out().resolve("report.md"), report(outcomes, wallSeconds));
        progress.printf(Locale.ROOT, "wrote %s (%.1f s)%n", options.out().toAbsolutePath(), wallSeconds);
        return outcomes;
    }

    /** One piece through the chain: every stage's setpoints and measured outputs. */
    private record Piece(double[][] setpoints, double[][] outputs) {
    }

    /** One method on one problem in one repeat. */
    private final class Trial {
        private final Problem problem;
        private final ChainSimulator simulator;
        private final Method method;
        private final int repeat;
        /** Shared by every method within a repeat: the same initial design and the same streams of randomness. */
        private final long runSeed;
        private final int last;
        /** The first stage the method's model covers; earlier stages run at the centre of their bounds. */
        private final int modelFrom;
        private final AcquisitionSettings settings;
        private final OutputsAcquisition acquisition;
        /** Split from one root per repeat, so that every method gets the same streams. */
        private final SplittableRandom designRandom;
        private final SplittableRandom rng;
        private final SplittableRandom conformanceRandom;
        private final SplittableRandom policyRandom;
        private final List<Piece> pieces = new ArrayList<>();
        private ProcessChain model;

        Trial(Problem problem, Method method, int repeat) {
            this.problem = problem;
            this.simulator = problem.simulator();
            this.method = method;
            this.repeat = repeat;
            this.runSeed = options.seed() + repeat;
            this.last = simulator.stages().size() - 1;
            this.modelFrom = method == Method.LAST_STAGE ? last : 0;
            ChainSimulator.MeasuredOutput finalOutput = simulator.stages().get(last).outputs().get(0);
            this.settings = AcquisitionSettings.of(simulator.targets()[0], finalOutput.lowerLimit(),
                    finalOutput.upperLimit()).with(AleatoricTreatment.INTEGRATED);
            // the LCB ranks by its own quantile and uses no incumbent
            this.acquisition = OutputsAcquisition.of(AcquisitionKind.ROBUST_LCB.create(settings, 0));
            SplittableRandom root = new SplittableRandom(runSeed);
            this.designRandom = root.split();
            this.rng = root.split();
            this.conformanceRandom = root.split();
            this.policyRandom = root.split();
        }

        Outcome run(ProgressBar bar) {
            List<DesignVariable> joint = variablesFrom(0);
            List<double[]> design = SetpointPool.latinHypercube(joint, 2 * joint.size() + 2, designRandom);
            for (double[] point : design) {
                double[][] setpoints = split(point, 0);
                for (int k = 0; k < modelFrom; k++) {
                    setpoints[k] = centre(k);
                }
                for (int r = 0; r < options.replicates(); r++) {
                    pieces.add(new Piece(setpoints, simulator.run(setpoints, rng)));
                }
            }
            List<Row> rows = new ArrayList<>();
            double[][] recommended = refitAndRecommend();
            rows.add(row(0, recommended));
            bar.step();
            for (int i = 1; i <= options.iterations(); i++) {
                ChainPlanner planner = planner(i);
                double[][] planned = setpointsOf(planner.planAll(acquisition, spaceFrom(modelFrom)).setpoint()
                        .toArray());
                for (int r = 0; r < options.replicates(); r++) {
                    pieces.add(method == Method.CHAIN_REPLAN ? replanned(planner, planned[0], rng)
                            : new Piece(planned, simulator.run(planned, rng)));
                }
                recommended = refitAndRecommend();
                rows.add(row(i, recommended));
                bar.step();
            }
            double[] policy = method == Method.CHAIN_REPLAN ? policyError(recommended[0])
                    : new double[] {Double.NaN, Double.NaN};
            return new Outcome(problem.id(), method, repeat, List.copyOf(rows), conformance(recommended), policy[0],
                    policy[1]);
        }

        private Row row(int iteration, double[][] setpoints) {
            double error = simulator.expectedSquaredError(setpoints);
            return new Row(problem.id(), method, repeat, iteration, pieces.size(), error, error / problem.bestError(),
                    concat(setpoints, 0));
        }

        private ChainPlanner planner(int iteration) {
            return ChainPlanner.of(ChainPropagation.of(model),
                    OptimizerSettings.defaults().withSeed(runSeed * 1_000_003L + iteration), MIN_CONFORMANCE);
        }

        /** Stage 0 at the given setpoints, every later stage re-planned from the piece's measured upstream outputs. */
        private Piece replanned(ChainPlanner planner, double[] firstStage, SplittableRandom random) {
            double[][] setpoints = new double[last + 1][];
            double[][] outputs = new double[last + 1][];
            setpoints[0] = firstStage;
            outputs[0] = simulator.observeStage(0, firstStage, new double[0], random);
            for (int k = 1; k <= last; k++) {
                double[] remaining = planner.replan(k, outputs[k - 1], acquisition, spaceFrom(k)).setpoint().toArray();
                setpoints[k] = Arrays.copyOf(remaining, simulator.stages().get(k).designVariables().size());
                outputs[k] = simulator.observeStage(k, setpoints[k], outputs[k - 1], random);
            }
            return new Piece(setpoints, outputs);
        }

        /**
         * Refits the method's model on every piece so far and returns the run joint setpoint with the least posterior
         * expected error; where the model predicts intermediate limits, setpoints below the minimum conformance rank
         * after those that meet it, as in the planner.
         */
        private double[][] refitAndRecommend() {
            model = method == Method.CHAIN_PLAN || method == Method.CHAIN_REPLAN ? stagewiseModel() : finalOutputModel();
            Map<List<Double>, double[]> distinct = new LinkedHashMap<>();
            for (Piece piece : pieces) {
                double[] point = concat(piece.setpoints(), modelFrom);
                distinct.putIfAbsent(Arrays.stream(point).boxed().toList(), point);
            }
            double[][] points = distinct.values().toArray(double[][]::new);
            ChainPosterior posterior = ChainPropagation.of(model).propagate(points);
            Posterior finalOutput = posterior.finalOutputs().get(0);
            int best = IntStream.range(0, points.length).boxed()
                    .min(Comparator.comparing((Integer i) -> posterior.conformance(i) < MIN_CONFORMANCE)
                            .thenComparingDouble(i -> posterior.conformance(i) < MIN_CONFORMANCE
                                    ? -posterior.conformance(i)
                                    : AcquisitionKind.designPointError(settings, finalOutput, i)))
                    .orElseThrow();
            return setpointsOf(points[best]);
        }

        /** Each stage output's own model; an intermediate output keeps its limits, the final one has none here. */
        private ProcessChain stagewiseModel() {
            List<ChainStage> stages = new ArrayList<>();
            for (int k = 0; k <= last; k++) {
                ChainSimulator.Stage stage = simulator.stages().get(k);
                SurrogateFitter fitter = k == 0
                        ? StageFitters.firstStage(new double[stage.designVariables().size()], runSeed)
                        : StageFitters.downstream(runSeed);
                List<StageOutput> outputs = new ArrayList<>();
                for (int j = 0; j < stage.outputs().size(); j++) {
                    int stageIndex = k;
                    int output = j;
                    List<Measurement> readings = pieces.stream().map(p -> Measurement.of(stageIndex == 0
                                    ? p.setpoints()[0]
                                    : StageFitters.downstreamInput(p.setpoints()[stageIndex], p.outputs()[stageIndex - 1]),
                            p.outputs()[stageIndex][output])).toList();
                    ChainSimulator.MeasuredOutput limits = stage.outputs().get(j);
                    StageOutput fitted = StageOutput.of(limits.name(), fitter.fit(readings));
                    outputs.add(k < last ? fitted.withLimits(limits.lowerLimit(), limits.upperLimit()) : fitted);
                }
                ChainStage fitted = new ChainStage(stage.name(), stage.designVariables().size(), outputs);
                // Only the first stage's readings replicate (later ones take a measured input), so only its outputs'
                // joint scatter can be estimated.
                stages.add(k == 0 && outputs.size() > 1 ? fitted.withCorrelation(StageCorrelation.fromReplicates(
                        pieces.stream().map(p -> p.setpoints()[0]).toList(),
                        pieces.stream().map(p -> p.outputs()[0]).toList(), correlationBandwidths(stage))) : fitted);
            }
            return ProcessChain.of(stages);
        }

        /** A twentieth of each setpoint's range: the scale on which UC2's correlation changes sign. */
        private static double[] correlationBandwidths(ChainSimulator.Stage stage) {
            return stage.designVariables().stream().mapToDouble(v -> (v.upper() - v.lower()) / 20).toArray();
        }

        /** One stage from the method's setpoints straight to the final output, replicates at those setpoints. */
        private ProcessChain finalOutputModel() {
            List<Measurement> readings = pieces.stream().map(p -> Measurement.of(concat(p.setpoints(), modelFrom),
                    p.outputs()[last][0])).toList();
            int dimension = variablesFrom(modelFrom).size();
            String name = simulator.stages().get(last).outputs().get(0).name();
            return ProcessChain.of(ChainStage.of(modelFrom == 0 ? "joint setpoints" : simulator.stages().get(last)
                    .name(), dimension, StageOutput.of(name, StageFitters.firstStage(new double[dimension], runSeed)
                    .fit(readings))));
        }

        /** The share of fresh pieces whose intermediate outputs all stay within their limits at these setpoints. */
        private double conformance(double[][] setpoints) {
            int within = 0;
            for (int n = 0; n < CONFORMANCE_PIECES; n++) {
                double[] upstream = new double[0];
                boolean inside = true;
                for (int k = 0; k < last; k++) {
                    upstream = simulator.observeStage(k, setpoints[k], upstream, conformanceRandom);
                    List<ChainSimulator.MeasuredOutput> limits = simulator.stages().get(k).outputs();
                    for (int j = 0; j < upstream.length; j++) {
                        inside &= upstream[j] >= limits.get(j).lowerLimit() && upstream[j] <= limits.get(j).upperLimit();
                    }
                }
                within += inside ? 1 : 0;
            }
            return (double) within / CONFORMANCE_PIECES;
        }

        /**
         * The re-plan policy from the final models: fresh pieces through stage 0 at the recommendation, every later
         * stage re-planned for the piece; the mean squared error to target of their final outputs and its standard
         * error.
         */
        private double[] policyError(double[] firstStage) {
            ChainPlanner planner = planner(options.iterations() + 1);
            double target = simulator.targets()[0];
            double[] squares = new double[POLICY_PIECES];
            for (int n = 0; n < POLICY_PIECES; n++) {
                double error = replanned(planner, firstStage, policyRandom).outputs()[last][0] - target;
                squares[n] = error * error;
            }
            double mean = Arrays.stream(squares).average().orElseThrow();
            double variance = Arrays.stream(squares).map(s -> (s - mean) * (s - mean)).sum() / (POLICY_PIECES - 1);
            return new double[] {mean, Math.sqrt(variance / POLICY_PIECES)};
        }

        private List<DesignVariable> variablesFrom(int stage) {
            return simulator.stages().subList(stage, last + 1).stream()
                    .flatMap(s -> s.designVariables().stream()).toList();
        }

        private SearchSpace spaceFrom(int stage) {
            return SearchSpace.of(variablesFrom(stage).stream().map(v -> new SetpointVariable(v.name(), v.lower(),
                    v.upper(), v.resolution(), Double.POSITIVE_INFINITY)).toList());
        }

        private double[] centre(int stage) {
            return simulator.stages().get(stage).designVariables().stream()
                    .mapToDouble(v -> (v.lower() + v.upper()) / 2).toArray();
        }

        /** Every stage's setpoints from a point of the method's model space; stages before it at their centres. */
        private double[][] setpointsOf(double[] point) {
            double[][] setpoints = new double[last + 1][];
            for (int k = 0; k < modelFrom; k++) {
                setpoints[k] = centre(k);
            }
            double[][] modelled = split(point, modelFrom);
            System.arraycopy(modelled, 0, setpoints, modelFrom, modelled.length);
            return setpoints;
        }

        /** The setpoints of stages {@code from} on, cut from their concatenation. */
        private double[][] split(double[] point, int from) {
            double[][] setpoints = new double[last + 1 - from][];
            int offset = 0;
            for (int k = from; k <= last; k++) {
                int width = simulator.stages().get(k).designVariables().size();
                setpoints[k - from] = Arrays.copyOfRange(point, offset, offset + width);
                offset += width;
            }
            return setpoints;
        }
    }

    /** The setpoints of stages {@code from} on, concatenated. */
    private static double[] concat(double[][] setpoints, int from) {
        return Arrays.stream(setpoints, from, setpoints.length).flatMapToDouble(Arrays::stream).toArray();
    }

    private static void writeCsv(List<Outcome> outcomes, Path out) throws IOException {
        StringBuilder results = new StringBuilder("repeat,problem,method,iteration,pieces,e,e_over_best,setpoint\n");
        StringBuilder finals = new StringBuilder("repeat,problem,method,e,e_over_best,conformance,policy_mse,"
                + "policy_se\n");
        for (Outcome o : outcomes) {
            for (Row r : o.rows()) {
                results.append(String.format(Locale.ROOT, "%d,%s,%s,%d,%d,%.6g,%.6g,%s%n", r.repeat(), r.problem(),
                        r.method().id, r.iteration(), r.pieces(), r.error(), r.ratio(), Arrays.stream(r.setpoint())
                                .mapToObj(x -> String.format(Locale.ROOT, "%.5g", x))
                                .collect(java.util.stream.Collectors.joining(";"))));
            }
            finals.append(String.format(Locale.ROOT, "%d,%s,%s,%.6g,%.6g,%.4f,%.6g,%.6g%n", o.repeat(), o.problem(),
                    o.method().id, o.last().error(), o.last().ratio(), o.conformance(), o.policyError(),
                    o.policyStandardError()));
        }
        Files.writeString(out.resolve("results.csv"), results);
        Files.writeString(out.resolve("final.csv"), finals);
    }

    /** Per problem: E / best at a few iterations (mean and median over repeats), conformance, the re-plan policy. */
    private String report(List<Outcome> outcomes, double wallSeconds) {
        int n = options.iterations();
        List<Integer> shown = List.copyOf(new TreeSet<>(List.of(0, n / 4, n / 2, n)));
        StringBuilder md = new StringBuilder("# Chain benchmark\n\n");
        md.append(String.format(Locale.ROOT, "%d repeats, %d iterations of %d pieces after a Latin hypercube of"
                + " 2 D + 2 joint setpoints of %d pieces each; seed %d; %.0f s wall time.%n%n", options.repeats(), n,
                options.replicates(), options.replicates(), options.seed(), wallSeconds));
        for (Method m : Method.values()) {
            md.append("- `").append(m.id).append("`: ").append(m.description).append('\n');
        }
        md.append("\nAcquisition: the integrated robust LCB (q = ").append(AcquisitionSettings.DEFAULT_LCB_QUANTILE)
                .append(") of the final output. Recommendation: the run joint setpoint with the least posterior"
                        + " expected error under the method's own model. E: the simulator's true E there; cells are"
                        + " mean (median) of E / best over the repeats.\n");
        for (Problem problem : options.problems()) {
            List<Outcome> ofProblem = outcomes.stream().filter(o -> o.problem().equals(problem.id())).toList();
            md.append(String.format(Locale.ROOT, "%n## %s (%s)%n%nBest attainable E = %.4g: %s.%n%n| method |",
                    problem.id(), problem.simulator().id(), problem.bestError(), problem.bestSource()));
            shown.forEach(i -> md.append(" iteration ").append(i).append(" |"));
            md.append(" pieces | intermediate conformance at the end, mean (min) |\n|---|");
            shown.forEach(i -> md.append("---|"));
            md.append("---|---|\n");
            for (Method m : Method.values()) {
                List<Outcome> cell = ofProblem.stream().filter(o -> o.method() == m).toList();
                md.append("| ").append(m.id).append(" |");
                for (int i : shown) {
                    md.append(' ').append(meanAndMedian(cell.stream().mapToDouble(o -> o.rows().get(i).ratio())
                            .toArray())).append(" |");
                }
                double[] conformance = cell.stream().mapToDouble(Outcome::conformance).toArray();
                md.append(String.format(Locale.ROOT, " %d | %.3f (%.3f) |%n", cell.get(0).last().pieces(),
                        Arrays.stream(conformance).average().orElseThrow(),
                        Arrays.stream(conformance).min().orElseThrow()));
            }
            List<Outcome> replan = ofProblem.stream().filter(o -> o.method() == Method.CHAIN_REPLAN).toList();
            md.append(String.format(Locale.ROOT, "%nRe-plan policy (chain-replan's final models; %d fresh pieces per"
                    + " repeat, stage 1 at the recommendation, later stages re-planned per piece): empirical mean"
                    + " squared error / best %s, mean standard error / best %.3g; the recommended plan-all setpoints"
                    + " of the same runs: %s.%n", POLICY_PIECES,
                    meanAndMedian(replan.stream().mapToDouble(o -> o.policyError() / problem.bestError()).toArray()),
                    replan.stream().mapToDouble(o -> o.policyStandardError() / problem.bestError()).average()
                            .orElseThrow(),
                    meanAndMedian(replan.stream().mapToDouble(o -> o.last().ratio()).toArray())));
        }
        return md.toString();
    }

    private static String meanAndMedian(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int size = sorted.length;
        double median = size % 2 == 1 ? sorted[size / 2] : (sorted[size / 2 - 1] + sorted[size / 2]) / 2;
        return String.format(Locale.ROOT, "%.3g (%.3g)", Arrays.stream(values).average().orElseThrow(), median);
    }
}
