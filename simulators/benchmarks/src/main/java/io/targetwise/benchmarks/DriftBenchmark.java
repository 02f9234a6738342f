package io.targetwise.benchmarks;

import io.targetwise.core.Point;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.proposal.AcquisitionOptimizer;
import io.targetwise.core.proposal.Campaign;
import io.targetwise.core.proposal.DriftOffset;
import io.targetwise.core.proposal.MeanForecast;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.Proposal;
import io.targetwise.core.proposal.ScoredSetpoint;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.spc.Cusum;
import io.targetwise.core.spc.OneStepResiduals;
import io.targetwise.core.spc.ProcessCapability;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.composite.MeanVarianceFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.forging.DriftingForging;
import io.targetwise.simulators.forging.ForgingSimulator;
import java.awt.Color;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code benchmark drift}: a long production run of the forging press whose dies wear and whose workshop follows a
 * season ({@link DriftingForging#plant()}), and the same run without drift to count false alarms. Each repeat first
 * optimises with the product's campaign (GP + kernel ridge, integrated robust LCB, 5 readings per setpoint, the
 * forging pool at target 140 mm), then runs the model's best setpoint in production, one forging per reading, under
 * one of the policies below. The product's setting throughout; no paper has this experiment.
 */
final class DriftBenchmark {
    /**
     * Eq. 14's robust LCB, the campaign's acquisition when the recorded results (docs/benchmarks/drift.md) were made:
     * kept so that they hold. The policies compared differ in what they do after an alarm, not in the acquisition.
     */
    static final AcquisitionKind DRIFT_ACQUISITION = AcquisitionKind.PAPER_ROBUST_LCB;
    /** Readings per setpoint while optimising, as the demo process. */
    static final int REPLICATES = 5;
    static final int SETUP_ITERATIONS = 13;
    static final int POOL_SIZE = 300;
    static final double TARGET = 140;
    /** Half the tolerance band [138, 142] mm. */
    static final double TOLERANCE = 2;
    /** Readings a re-optimising model keeps in {@link Policy#CUSUM_RECENT}. */
    static final int RECENT_READINGS = 400;
    /** Readings at the running setpoint that measure the offset in {@link Policy#CUSUM_OFFSET}. */
    static final int OFFSET_READINGS = 10;
    /** Readings per epoch of the time input in {@link Policy#CUSUM_TIME}. */
    static final int EPOCH = 50;
    /** Consecutive readings per rational subgroup for Cpk. */
    static final int SUBGROUP = 5;
    private static final int PLOT_WINDOW = 50;
    /** The application's drift chart (DriftCheck): k = 1/2, h = 5. */
    static final Cusum CHART = Cusum.of(0.5, 5);

    /** What the run does while it produces. */
    enum Policy {
        STATIC("static", "the setup's best setpoint for the whole run, no monitoring"),
        CUSUM("cusum", "CUSUM on the one-step residuals; on an alarm the campaign, which keeps every reading, proposes"
                + " the next running setpoint"),
        CUSUM_RECENT("cusum-recent", "the same, but the re-optimising model sees only the latest " + RECENT_READINGS
                + " readings (old readings forgotten)"),
        CUSUM_OFFSET("cusum-offset", "on an alarm the setup's campaign compensates (Campaign.compensate): the drift is"
                + " an offset common to all setpoints, measured at the running setpoint over its last "
                + OFFSET_READINGS + " readings, and the next running setpoint is the setup's design point with the"
                + " least expected squared error once moved by it (run-to-run offset control on known setpoints)"),
        CUSUM_TIME("cusum-time", "a drift-aware surrogate: on an alarm a model with the production time as one more"
                + " input (epochs of " + EPOCH + " readings, its own ARD length scale; readings at one setpoint in one"
                + " epoch are replicates) is fitted to every reading, and the acquisition proposes the pool setpoint"
                + " for the current epoch"),
        CUSUM_OFFSET_LIVE("cusum-offset-live", "the application's path (DriftCheck, Campaign.compensate): the campaign is"
                + " told every production reading; on an alarm the offset is the mean of the running setpoint's last "
                + OFFSET_READINGS + " readings minus the approved forecast without the drift it already compensated,"
                + " the campaign compensates with its current model, and the compensated proposal's forecast (offset"
                + " and its variance included) is the next chart's reference");

        final String id;
        final String description;

        Policy(String id, String description) {
            this.id = id;
            this.description = description;
        }
    }

    /** One production run's outcome. */
    record Outcome(String scenario, Policy policy, int repeat, int readings, double insideTolerance, double mean,
            double cpk, double ppk, int alarms, double epistemicRatio, double[] outputs) {
    }

    private final int repeats;
    private final int productionReadings;
    private final long seed;

    DriftBenchmark(int repeats, int productionReadings, long seed) {
        this.repeats = repeats;
        this.productionReadings = productionReadings;
        this.seed = seed;
    }

    void run(Path out, PrintStream progress) throws IOException {
        Files.createDirectories(out);
        List<Outcome> outcomes = new ArrayList<>();
        ProgressBar bar = new ProgressBar(progress, 2 * repeats * Policy.values().length);
        for (String scenario : List.of("drifting", "stationary")) {
            DriftingForging press = scenario.equals("drifting") ? DriftingForging.plant() : DriftingForging.stationary();
            for (int r = 0; r < repeats; r++) {
                for (Policy policy : Policy.values()) {
                    outcomes.add(runOne(scenario, press, policy, r, seed + r));
                    bar.step();
                }
            }
        }
        bar.finish();
        writeCsv(outcomes, out.resolve("results.csv"));
        plot(outcomes, "drifting", out.resolve("drift"));
        Files.writeString(out.resolve("report.md"), report(outcomes));
    }

    Outcome runOne(String scenario, DriftingForging press, Policy policy, int repeat, long runSeed) {
        SplittableRandom rng = new SplittableRandom(runSeed);
        ProcessSpec spec = press.at(0).spec();
        List<double[]> pool = SetpointPool.cornersAndLatinHypercube(spec, POOL_SIZE, new SplittableRandom(1));
        List<Measurement> all = new ArrayList<>();
        long[] clock = {0};
        for (double[] x : List.of(pool.get(0), pool.get(1))) {
            all.addAll(produce(press, x, REPLICATES, clock, rng));
        }
        Campaign campaign = campaign(spec, pool, all, TARGET, runSeed);
        for (int i = 0; i < SETUP_ITERATIONS; i++) {
            List<Measurement> readings = produce(press, campaign.ask(1).get(0).setpoint().toArray(), REPLICATES, clock,
                    rng);
            all.addAll(readings);
            campaign.tell(readings);
        }
        Campaign setup = campaign;
        double[] running = campaign.incumbent().setpoint().toArray();
        // The approved forecast the chart checks the readings against, and the drift it already compensated.
        MeanForecast approved = setupForecast(campaign, running);
        double compensated = 0;
        double ratios = approved.epistemicSd() / approved.aleatoricSd();
        List<Double> sinceDecision = new ArrayList<>();
        double[] outputs = new double[productionReadings];
        int alarms = 0;
        for (int t = 0; t < productionReadings; t++) {
            Measurement reading = produce(press, running, 1, clock, rng).get(0);
            outputs[t] = reading.output();
            all.add(reading);
            if (policy == Policy.STATIC) {
                continue;
            }
            if (policy == Policy.CUSUM_OFFSET_LIVE) {
                campaign.tell(List.of(reading));
            }
            sinceDecision.add(reading.output());
            double[] z = residuals(approved).standardise(sinceDecision.stream().mapToDouble(Double::doubleValue)
                    .toArray());
            if (CHART.firstSignal(z).isPresent()) {
                alarms++;
                double offsetBefore = compensated;
                Move next = switch (policy) {
                    case CUSUM -> {
                        campaign.tell(toMeasurements(running, sinceDecision));
                        yield Move.of(campaign.ask(1).get(0));
                    }
                    case CUSUM_RECENT -> Move.of(campaign(spec, pool, recent(all), TARGET, runSeed + alarms).ask(1)
                            .get(0));
                    case CUSUM_TIME -> timeAware(spec, pool, all, clock[0], runSeed + alarms);
                    case CUSUM_OFFSET_LIVE -> {
                        DriftOffset offset = DriftOffset.measured(latest(sinceDecision), new MeanForecast(
                                approved.mean() - offsetBefore, approved.epistemicSd(), approved.aleatoricSd()));
                        compensated = offset.value();
                        yield Move.of(campaign.compensate(offset));
                    }
                    default -> Move.of(setup.compensate(DriftOffset.measured(latest(sinceDecision),
                            setupForecast(setup, running))));
                };
                running = next.setpoint();
                approved = next.forecast();
                ratios += approved.epistemicSd() / approved.aleatoricSd();
                sinceDecision.clear();
            }
        }
        return outcome(scenario, policy, repeat, spec, outputs, alarms, ratios / (alarms + 1));
    }

    /** Where the plant runs next and the forecast its readings are checked against. */
    private record Move(double[] setpoint, MeanForecast forecast) {
        static Move of(Proposal proposal) {
            return new Move(proposal.setpoint().toArray(), proposal.forecast());
        }
    }

    /** The running setpoint's latest readings that measure a drift offset, as DriftCheck takes them. */
    private static double[] latest(List<Double> sinceDecision) {
        return sinceDecision.subList(Math.max(0, sinceDecision.size() - OFFSET_READINGS), sinceDecision.size())
                .stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static List<Measurement> toMeasurements(double[] setpoint, List<Double> outputs) {
        return outputs.stream().map(y -> Measurement.of(setpoint, y)).toList();
    }

    /**
     * The latest readings, reaching back far enough to hold three setpoints with replicates, the least a mean and a
     * variance model can be fitted to.
     */
    private static List<Measurement> recent(List<Measurement> all) {
        int from = Math.max(0, all.size() - RECENT_READINGS);
        while (from > 0 && all.subList(from, all.size()).stream()
                .collect(java.util.stream.Collectors.groupingBy(Measurement::setpoint,
                        java.util.stream.Collectors.counting()))
                .values().stream().filter(n -> n >= 2).count() < 3) {
            from--;
        }
        return List.copyOf(all.subList(from, all.size()));
    }

    /** The model's forecast at the setpoint, sigma_a^2 at its posterior mean as the integrated proposals use. */
    private static MeanForecast setupForecast(Campaign campaign, double[] setpoint) {
        return forecastOf(campaign.surrogate().posterior(new double[][] {setpoint}));
    }

    private static MeanForecast forecastOf(Posterior p) {
        return new MeanForecast(p.mean(0), Math.sqrt(p.epistemicVariance(0)), Math.sqrt(
                UncertainAleatoricAcquisitions.meanVariance(p.aleatoricVariance(0), p.aleatoricLogSd(0))));
    }

    private static OneStepResiduals residuals(MeanForecast forecast) {
        return OneStepResiduals.of(forecast.mean(), forecast.epistemicSd() * forecast.epistemicSd(),
                forecast.aleatoricSd() * forecast.aleatoricSd());
    }

    private static List<Measurement> produce(DriftingForging press, double[] setpoint, int count, long[] clock,
            SplittableRandom rng) {
        List<Measurement> readings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ForgingSimulator now = press.at(clock[0]++);
            readings.add(Measurement.of(setpoint, now.observe(setpoint, now.spec().drawEnvironment(rng), rng)));
        }
        return readings;
    }

    private static Campaign campaign(ProcessSpec spec, List<double[]> pool, List<Measurement> readings, double target,
            long seed) {
        return Campaign.builder().searchSpace(poolSpace(spec, pool).build())
                .acquisition(DRIFT_ACQUISITION, acquisitionSettings(target))
                .fitter(fitter(spec, 0, seed))
                .optimizerSettings(OptimizerSettings.defaults().withSeed(seed))
                .measurements(readings)
                .build();
    }

    /**
     * {@link Policy#CUSUM_TIME}: the campaign's model with the epoch of each reading as one more input, and the
     * proposal for the epoch now running, its forecast the model's at that setpoint and epoch. Every reading produced
     * is kept in {@code all} in production order, so a reading's index is its production time.
     */
    private static Move timeAware(ProcessSpec spec, List<double[]> pool, List<Measurement> all, long now, long seed) {
        if (all.size() != now) {
            throw new IllegalStateException("readings must be kept in production order, one per forging");
        }
        List<Measurement> timed = IntStream.range(0, all.size()).mapToObj(t -> Measurement.of(
                withEpoch(all.get(t).setpoint().toArray(), t), all.get(t).output())).toList();
        Surrogate model = fitter(spec, 1, seed).fit(timed);
        SearchSpace space = poolSpace(spec, pool).context(epoch(now)).build();
        AcquisitionSettings settings = acquisitionSettings(TARGET);
        // The LCB uses no incumbent.
        ScoredSetpoint best = AcquisitionOptimizer.of(OptimizerSettings.defaults().withSeed(seed))
                .maximize(model, DRIFT_ACQUISITION.create(settings, 0), space);
        double[] setpoint = best.setpoint().toArray();
        Posterior p = model.posterior(new double[][] {space.surrogateInput(setpoint)});
        return new Move(setpoint, forecastOf(p));
    }

    /** The epoch of production time t, in thousands of readings so that its scale is the setpoints' order. */
    private static double epoch(long t) {
        return (t / EPOCH) * EPOCH / 1000.0;
    }

    private static double[] withEpoch(double[] setpoint, long t) {
        return Point.concat(setpoint, new double[] {epoch(t)});
    }

    private static SearchSpace.Builder poolSpace(ProcessSpec spec, List<double[]> pool) {
        return SearchSpace.builder().variables(spec.designVariables().stream()
                        .map(v -> new SetpointVariable(v.name(), v.lower(), v.upper(), v.resolution(),
                                Double.POSITIVE_INFINITY)).toList())
                .pool(pool);
    }

    private static AcquisitionSettings acquisitionSettings(double target) {
        return AcquisitionSettings.of(target, target - TOLERANCE, target + TOLERANCE, AcquisitionSettings.DEFAULT_ZETA,
                AcquisitionSettings.DEFAULT_LCB_QUANTILE).with(AleatoricTreatment.INTEGRATED);
    }

    /** The campaign's model; {@code extraInputs} more inputs (the epoch) count replicates only where equal. */
    private static MeanVarianceFitter<?> fitter(ProcessSpec spec, int extraInputs, long seed) {
        double[] resolution = Arrays.copyOf(spec.designVariables().stream()
                .mapToDouble(ProcessSpec.DesignVariable::resolution).toArray(), spec.dimension() + extraInputs);
        return MeanVarianceFitter.of(ReplicateAggregator.of(resolution), GaussianProcessFitter.forCampaigns()
                .noise(NoiseModel.SMOOTHED_VARIANCE).seed(seed).build(), KernelRidgeLogVariance.withDefaultGrid());
    }

    /** @param epistemicRatio sigma_e / sigma_a of the charted forecasts, averaged over them */
    private static Outcome outcome(String scenario, Policy policy, int repeat, ProcessSpec spec, double[] outputs,
            int alarms, double epistemicRatio) {
        long inside = Arrays.stream(outputs).filter(y -> y >= spec.lowerSpecLimit() && y <= spec.upperSpecLimit())
                .count();
        List<double[]> subgroups = IntStream.range(0, outputs.length / SUBGROUP)
                .mapToObj(g -> Arrays.copyOfRange(outputs, g * SUBGROUP, (g + 1) * SUBGROUP)).toList();
        ProcessCapability capability = ProcessCapability.of(subgroups, spec.lowerSpecLimit(), spec.upperSpecLimit());
        return new Outcome(scenario, policy, repeat, outputs.length, (double) inside / outputs.length,
                capability.mean(), capability.cpk().orElse(Double.NaN), capability.ppk().orElse(Double.NaN), alarms,
                epistemicRatio, outputs);
    }

    private static void writeCsv(List<Outcome> outcomes, Path file) throws IOException {
        StringBuilder csv = new StringBuilder(
                "scenario,policy,repeat,readings,inside_tolerance,mean,cpk,ppk,alarms,epistemic_ratio\n");
        for (Outcome o : outcomes) {
            csv.append(String.format(Locale.ROOT, "%s,%s,%d,%d,%.4f,%.4f,%.4f,%.4f,%d,%.4f%n", o.scenario(),
                    o.policy().id, o.repeat(), o.readings(), o.insideTolerance(), o.mean(), o.cpk(), o.ppk(),
                    o.alarms(), o.epistemicRatio()));
        }
        Files.writeString(file, csv);
    }

    /** The report: per scenario and policy the mean and 95 % interval over the repeats of each measure. */
    private String report(List<Outcome> outcomes) {
        StringBuilder md = new StringBuilder("# Drift benchmark\n\n");
        md.append(String.format(Locale.ROOT, "%d repeats, %d production readings each after %d setup setpoints of %d"
                + " readings; die wear %.3f mm per forging, season +-%.0f K over %d forgings (stationary: none).%n%n",
                repeats, productionReadings, SETUP_ITERATIONS + 2, REPLICATES,
                DriftingForging.PLANT_WEAR_MM_PER_READING, DriftingForging.PLANT_SEASON_AMPLITUDE_K,
                DriftingForging.PLANT_SEASON_READINGS));
        for (Policy p : Policy.values()) {
            md.append("- `").append(p.id).append("`: ").append(p.description).append('\n');
        }
        md.append("\n| scenario | policy | inside [138, 142] | Cpk (subgroups of ").append(SUBGROUP)
                .append(") | Ppk | alarms per 1000 readings | sigma_e / sigma_a charted |\n|---|---|---|---|---|---|---|\n");
        for (String scenario : List.of("drifting", "stationary")) {
            for (Policy p : Policy.values()) {
                List<Outcome> cell = outcomes.stream().filter(o -> o.scenario().equals(scenario) && o.policy() == p)
                        .toList();
                md.append("| ").append(scenario).append(" | ").append(p.id).append(" | ")
                        .append(interval(cell.stream().mapToDouble(Outcome::insideTolerance).toArray())).append(" | ")
                        .append(interval(cell.stream().mapToDouble(Outcome::cpk).toArray())).append(" | ")
                        .append(interval(cell.stream().mapToDouble(Outcome::ppk).toArray())).append(" | ")
                        .append(interval(cell.stream().mapToDouble(o -> 1000.0 * o.alarms() / o.readings()).toArray()))
                        .append(" | ").append(p == Policy.STATIC ? "–" : interval(cell.stream()
                                .mapToDouble(Outcome::epistemicRatio).toArray()))
                        .append(" |\n");
            }
        }
        md.append(String.format(Locale.ROOT, "%n## False alarms on the stationary press%n%nEvery alarm there is false."
                + " Nominal: one in %.0f readings (Brook-Evans), %.2f per 1000. Pooled over the repeats, with the exact"
                + " (Garwood) 95 %% interval of a Poisson count:%n%n| policy | alarms | readings | per 1000 [95 %%] |%n"
                + "|---|---|---|---|%n", CHART.averageRunLength(0), 1000 / CHART.averageRunLength(0)));
        for (Policy p : Policy.values()) {
            if (p == Policy.STATIC) {
                continue;
            }
            List<Outcome> cell = outcomes.stream().filter(o -> o.scenario().equals("stationary") && o.policy() == p)
                    .toList();
            int alarms = cell.stream().mapToInt(Outcome::alarms).sum();
            long readings = cell.stream().mapToLong(Outcome::readings).sum();
            double[] bounds = poissonInterval(alarms);
            md.append(String.format(Locale.ROOT, "| %s | %d | %d | %.2f [%.2f, %.2f] |%n", p.id, alarms, readings,
                    1000.0 * alarms / readings, 1000 * bounds[0] / readings, 1000 * bounds[1] / readings));
        }
        return md.toString();
    }

    /** The exact 95 % interval of a Poisson mean from one count (Garwood 1936). */
    static double[] poissonInterval(int count) {
        double lower = count == 0 ? 0 : new ChiSquaredDistribution(2.0 * count).inverseCumulativeProbability(0.025) / 2;
        double upper = new ChiSquaredDistribution(2.0 * count + 2).inverseCumulativeProbability(0.975) / 2;
        return new double[] {lower, upper};
    }

    /** "mean [lower, upper]" with a normal 95 % interval of the mean. */
    private static String interval(double[] values) {
        double mean = Arrays.stream(values).average().orElse(Double.NaN);
        double variance = Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / Math.max(1, values.length - 1);
        double half = 1.96 * Math.sqrt(variance / values.length);
        return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", mean, mean - half, mean + half);
    }

    /** The rolling mean output of the drifting runs, averaged over the repeats, per policy, with the tolerance band. */
    private static void plot(List<Outcome> outcomes, String scenario, Path base) throws IOException {
        System.setProperty("java.awt.headless", "true");
        XYChart chart = new XYChartBuilder().width(720).height(450)
                .title("Drifting forging press: mean of the last " + PLOT_WINDOW + " readings")
                .xAxisTitle("production reading").yAxisTitle("maximum diameter [mm]").build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        Color[] colors = {new Color(0xC0392B), new Color(0x1F4E9A), new Color(0x27AE60), new Color(0x8E44AD),
                new Color(0xE67E22), Color.BLACK};
        double[] x = null;
        for (Policy p : Policy.values()) {
            List<double[]> runs = outcomes.stream().filter(o -> o.scenario().equals(scenario) && o.policy() == p)
                    .map(Outcome::outputs).toList();
            int length = runs.get(0).length;
            x = IntStream.range(PLOT_WINDOW - 1, length).asDoubleStream().toArray();
            double[] y = new double[x.length];
            for (double[] run : runs) {
                double sum = 0;
                for (int t = 0; t < length; t++) {
                    sum += run[t] - (t >= PLOT_WINDOW ? run[t - PLOT_WINDOW] : 0);
                    if (t >= PLOT_WINDOW - 1) {
                        y[t - PLOT_WINDOW + 1] += sum / PLOT_WINDOW / runs.size();
                    }
                }
            }
            XYSeries line = chart.addSeries(p.id, x, y);
            line.setLineColor(colors[p.ordinal()]);
            line.setMarker(SeriesMarkers.NONE);
        }
        for (double limit : new double[] {138, 140, 142}) {
            double[] level = new double[x.length];
            Arrays.fill(level, limit);
            XYSeries band = chart.addSeries(limit == 140 ? "target" : "limit " + (int) limit, x, level);
            band.setLineColor(Color.GRAY);
            band.setMarker(SeriesMarkers.NONE);
        }
        BitmapEncoder.saveBitmap(chart, base.toString(), BitmapEncoder.BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, base.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }
}
