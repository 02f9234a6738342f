package io.targetwise.app.autopilot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.apache.commons.math3.distribution.TDistribution;

/** The proof's CSV files and printed summary: per run, per problem and mode over seeds, and per fault. */
final class ProofReport {
    private static final List<String> CLEAN = List.of("manual", "autopilot", "hands-off");

    private ProofReport() {
    }

    static void writeRun(Path out, ProofRun run) throws IOException {
        String name = run.problem + "-" + run.mode + "-seed" + run.seed;
        List<String> lines = new ArrayList<>(List.of("index,at,phase,setpoint,reported,made,reportedOutside,"
                + "madeOutside,afterOnset"));
        for (int i = 0; i < run.readings.size(); i++) {
            ProofRun.Reading r = run.readings.get(i);
            lines.add(csv(i, r.at(), r.phase(), AutopilotProofBenchmark.setpoint(r.setpoint()), r.reported(), r.made(),
                    r.reportedOutside(), r.madeOutside(), run.onsetIndex >= 0 && i >= run.onsetIndex));
        }
        Files.write(out.resolve(name + "-readings.csv"), lines);
        lines = new ArrayList<>(List.of("at,kind,issuedBy,proposalId,from,to,inBox,largestStepShare,plantMoved,"
                + "design"));
        for (ProofRun.Command c : run.commands) {
            lines.add(csv(c.at(), c.kind(), c.issuedBy(), c.proposalId(), AutopilotProofBenchmark.setpoint(c.from()),
                    AutopilotProofBenchmark.setpoint(c.to()), c.inBox(), c.largestStepShare(), c.moved(),
                    c.design()));
        }
        Files.write(out.resolve(name + "-commands.csv"), lines);
    }

    static void writeRuns(Path out, List<ProofRun> runs) throws IOException {
        List<String> lines = new ArrayList<>(List.of("problem,mode,seed,processId,limits,acknowledgedBeforeSwitchOn,"
                + "insideAtSwitchOn,eMin,modelEMin,incumbent,incumbentMeasurements,eLast,eBestRun,moves,reverts,limitBreaks,"
                + "revertsBeyondStep,held,heldReasons,fellBack,fallbackTriggers,resumes,personApprovals,idleBatches,"
                + "readings,alarmKinds,finalState,end,offset,detected,detectedBy,readingsToDetection,"
                + "readingsAfterOnset,reverted,revertTo,plantMovedOnRevert,suspended,outOfToleranceMade,"
                + "outOfToleranceReported,alarmsAfterOnset,start,designMoves,designProposals,campaignProposals,"
                + "heldProposals,personActions,personActionsByKind,movesToDetection,readingsToSensorAlarm"));
        for (ProofRun r : runs) {
            lines.add(csv(r.problem, r.mode, r.seed, r.processId, r.limits(), r.acknowledgedBeforeSwitchOn,
                    r.insideAtSwitchOn, r.eMin,
                    r.modelEMin, r.incumbent, r.incumbentMeasurements, r.eLast, r.eBestRun, r.applied, r.reverts,
                    r.limitBreaks, r.revertsBeyondStep, r.held, r.heldReasons, r.fellBack, r.fallbackTriggers,
                    r.resumes, r.personApprovals, r.idleBatches, r.readings.size(), r.alarmKinds, r.finalState, r.end,
                    r.offset, r.detected, r.detectedBy, r.readingsToDetection, r.readingsAfterOnset, r.reverted,
                    r.revertTo, r.plantMovedOnRevert, r.suspended, r.outsideMade, r.outsideReported,
                    r.alarmsAfterOnset, r.start, r.designMoves, r.designProposals, r.campaignProposals,
                    r.heldProposals, r.personActionCount(), r.personActions, r.movesToDetection,
                    r.readingsToSensorAlarm));
        }
        Files.write(out.resolve("runs.csv"), lines);
    }

    /** Prints and writes the per problem and mode summary over seeds, the paired difference, and the faults. */
    static void summarise(Path out, List<ProofRun> runs, int moves) throws IOException {
        Map<String, List<ProofRun>> groups = new LinkedHashMap<>();
        runs.stream().filter(r -> CLEAN.contains(r.mode)).forEach(r -> groups.computeIfAbsent(r.problem + ","
                + r.mode, k -> new ArrayList<>()).add(r));
        List<String> lines = new ArrayList<>(List.of("problem,mode,runs,eMinMean,eMinCi95,eMinMedian,movesMean,"
                + "limitBreaks,reverts,held,fellBack,resumes,personApprovals,idleBatches,notCompleted"));
        System.out.printf(Locale.ROOT, "%nAutopilot proof, %d moves after the initial design: true E_min at the"
                + " campaign's incumbent, mean ± 95 %% interval over seeds%n", moves);
        for (Map.Entry<String, List<ProofRun>> g : groups.entrySet()) {
            List<ProofRun> rs = g.getValue();
            double[] e = rs.stream().mapToDouble(r -> r.eMin).toArray();
            double[] mean = meanAndHalfWidth(e);
            String[] key = g.getKey().split(",");
            List<Object> row = List.of(key[0], key[1], rs.size(), mean[0], mean[1], median(e),
                    rs.stream().mapToInt(r -> r.applied).average().orElse(Double.NaN),
                    sum(rs, r -> r.limitBreaks), sum(rs, r -> r.reverts), sum(rs, r -> r.held),
                    sum(rs, r -> r.fellBack), sum(rs, r -> r.resumes), sum(rs, r -> r.personApprovals),
                    sum(rs, r -> r.idleBatches), rs.stream().filter(r -> !r.end.equals("moves done")).count());
            lines.add(csv(row.toArray()));
            System.out.printf(Locale.ROOT, "%-20s %-9s n=%d E_min %.4g ± %.3g (median %.4g); moves %.1f, limit breaks"
                    + " %d, reverts %d, held %d, fell back %d, resumed %d, person approvals %d, idle batches %d,"
                    + " not completed %d%n", row.toArray());
        }
        Files.write(out.resolve("summary.csv"), lines);
        List<String> paired = new ArrayList<>(List.of("problem,pairs,diffMean,diffCi95"));
        for (String problem : runs.stream().map(r -> r.problem).distinct().toList()) {
            List<Double> diffs = new ArrayList<>();
            for (ProofRun a : runs) {
                Optional<ProofRun> m = runs.stream().filter(r -> r.problem.equals(problem) && r.mode.equals("manual")
                        && r.seed == a.seed).findFirst();
                if (a.problem.equals(problem) && a.mode.equals("autopilot") && m.isPresent()) {
                    diffs.add(a.eMin - m.get().eMin);
                }
            }
            if (!diffs.isEmpty()) {
                double[] d = meanAndHalfWidth(AutopilotProofBenchmark.values(diffs));
                paired.add(csv(problem, diffs.size(), d[0], d[1]));
                System.out.printf(Locale.ROOT, "%-20s E_min autopilot - manual, paired by seed: %.4g ± %.3g (n=%d)%n",
                        problem, d[0], d[1], diffs.size());
            }
        }
        Files.write(out.resolve("paired.csv"), paired);
        List<String> faults = new ArrayList<>(List.of("problem,fault,seed,offset,detected,detectedBy,"
                + "readingsToDetection,reverted,plantMovedOnRevert,suspended,outOfToleranceMade,"
                + "outOfToleranceReported,readingsAfterOnset,alarmsAfterOnset,end"));
        for (ProofRun r : runs.stream().filter(r -> r.onset != null).toList()) {
            faults.add(csv(r.problem, r.mode, r.seed, r.offset, r.detected, r.detectedBy, r.readingsToDetection,
                    r.reverted, r.plantMovedOnRevert, r.suspended, r.outsideMade, r.outsideReported,
                    r.readingsAfterOnset, r.alarmsAfterOnset, r.end));
            System.out.printf(Locale.ROOT, "fault %-14s %-20s seed %d: detected %s (%s) after %d readings, reverted %s"
                    + " (plant moved %s), suspended %s, out of tolerance %d made / %d reported of %d after onset;"
                    + " alarms: %s; end: %s%n", r.mode, r.problem, r.seed, r.detected, r.detectedBy,
                    r.readingsToDetection, r.reverted, r.plantMovedOnRevert, r.suspended, r.outsideMade,
                    r.outsideReported, r.readingsAfterOnset, r.alarmsAfterOnset, r.end);
        }
        Files.write(out.resolve("faults.csv"), faults);
        handsOff(out, runs);
    }

    /**
     * The hands-off modes per problem and mode: moves and proposals (design and campaign), proposals held for a
     * person, person actions by kind, fallbacks by trigger, broken limits, and for the faults the catch.
     */
    private static void handsOff(Path out, List<ProofRun> runs) throws IOException {
        Map<String, List<ProofRun>> groups = new LinkedHashMap<>();
        runs.stream().filter(r -> r.mode.startsWith(AutopilotProofBenchmark.HANDS_OFF)).forEach(r -> groups
                .computeIfAbsent(r.problem + "," + r.mode, k -> new ArrayList<>()).add(r));
        if (groups.isEmpty()) {
            return;
        }
        List<String> lines = new ArrayList<>(List.of("problem,mode,runs,designMoves,moves,designProposals,"
                + "campaignProposals,heldProposals,runsWithoutPersonAction,personActions,fallbacks,limitBreaks,"
                + "revertsBeyondStep,eMinMean,eMinMedian,caughtWithin2Moves,caught"));
        System.out.printf(Locale.ROOT, "%nHands-off from the first reading%n");
        for (Map.Entry<String, List<ProofRun>> g : groups.entrySet()) {
            List<ProofRun> rs = g.getValue();
            String[] key = g.getKey().split(",");
            Map<String, Integer> actions = new java.util.TreeMap<>();
            Map<String, Integer> triggers = new java.util.TreeMap<>();
            rs.forEach(r -> r.personActions.forEach((k, v) -> actions.merge(k, v, Integer::sum)));
            rs.forEach(r -> Arrays.stream(r.fallbackTriggers.replaceAll("[{}]", "").split(", "))
                    .filter(t -> !t.isEmpty()).forEach(t -> triggers.merge(t.substring(0, t.lastIndexOf('=')),
                            Integer.parseInt(t.substring(t.lastIndexOf('=') + 1)), Integer::sum)));
            double[] e = rs.stream().mapToDouble(r -> r.eMin).toArray();
            long faultRuns = rs.stream().filter(r -> r.onset != null).count();
            List<Object> row = List.of(key[0], key[1], rs.size(), sum(rs, r -> r.designMoves), sum(rs, r -> r.applied),
                    sum(rs, r -> r.designProposals), sum(rs, r -> r.campaignProposals), sum(rs, r -> r.heldProposals),
                    rs.stream().filter(r -> r.personActions.keySet().stream()
                            .allMatch(k -> k.startsWith("acknowledged"))).count(),
                    actions.toString(), triggers.toString(), sum(rs, r -> r.limitBreaks),
                    sum(rs, r -> r.revertsBeyondStep), meanAndHalfWidth(e)[0], median(e),
                    faultRuns == 0 ? "-" : rs.stream().filter(r -> r.movesToDetection >= 0 && r.movesToDetection <= 2)
                            .count() + "/" + faultRuns,
                    faultRuns == 0 ? "-" : rs.stream().filter(r -> r.movesToDetection >= 0).count() + "/" + faultRuns);
            lines.add(csv(row.toArray()));
            System.out.printf(Locale.ROOT, "%-20s %-24s n=%d design moves %d, moves %d, proposals %d design / %d"
                    + " campaign, held %d, runs with acknowledgements only %d, person actions %s, fallbacks %s,"
                    + " limit breaks %d, reverts beyond the step %d, E_min mean %.4g median %.4g; caught within 2"
                    + " moves %s, caught %s%n", row.toArray());
        }
        Files.write(out.resolve("hands-off.csv"), lines);
    }

    private static int sum(List<ProofRun> runs, java.util.function.ToIntFunction<ProofRun> f) {
        return runs.stream().mapToInt(f).sum();
    }

    /** The mean and the half-width of its 95 % t interval (NaN for fewer than two values). */
    static double[] meanAndHalfWidth(double[] x) {
        double mean = Arrays.stream(x).average().orElse(Double.NaN);
        if (x.length < 2) {
            return new double[] {mean, Double.NaN};
        }
        double ss = Arrays.stream(x).map(v -> (v - mean) * (v - mean)).sum();
        double sd = Math.sqrt(ss / (x.length - 1));
        double t = new TDistribution(x.length - 1).inverseCumulativeProbability(0.975);
        return new double[] {mean, t * sd / Math.sqrt(x.length)};
    }

    private static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        return s.length == 0 ? Double.NaN : s.length % 2 == 1 ? s[s.length / 2]
                : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static String csv(Object... values) {
        return Arrays.stream(values).map(v -> {
            String s = v instanceof Double d ? String.format(Locale.ROOT, "%.6g", d) : String.valueOf(v);
            return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
        }).collect(Collectors.joining(","));
    }
}
