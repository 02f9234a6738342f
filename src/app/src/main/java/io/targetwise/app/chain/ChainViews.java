package io.targetwise.app.chain;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** What the chain API returns besides definitions. */
public final class ChainViews {

    private ChainViews() {
    }

    /** One piece (batch id) through the chain: per stage its reading, or null where the stage has not run it yet. */
    public record ChainRunView(String batchId, List<StageReadingView> stages) {
    }

    /** A stage's newest good reading of a piece. */
    public record StageReadingView(long processId, Instant sourceTime, Map<String, Double> setpoints, double output) {
    }

    /**
     * A plan for the chain: {@code mode} "all-stages" before the first stage runs, or "remaining-stages" for a piece
     * whose earlier stages have run (their measured output in {@code measuredOutput}, no setpoints).
     */
    public record ChainPlanView(long chainId, String mode, String batchId, List<StagePlanView> stages,
            FinalForecast forecast) {
    }

    /**
     * One stage of a plan: the setpoints to run (null for a stage already run), the output the stacked models
     * predict for it (an intermediate stage: mean, sd of a reading, and the share of readings within the process's
     * specification limits), or what was measured.
     */
    public record StagePlanView(int position, long processId, String processName, Map<String, Double> setpoints,
            Double measuredOutput, Double predictedMean, Double predictedSd, Double withinLimits) {
    }

    /**
     * The final output the plan expects: mean, the model's uncertainty about it (epistemic sd), the process's spread
     * (aleatoric sd), the expected squared error to target E = (mean - target)^2 + epistemic + aleatoric variance, and
     * the share of pieces whose intermediate outputs stay within their limits.
     */
    public record FinalForecast(String output, String unit, double target, double mean, double epistemicSd,
            double aleatoricSd, double expectedError, double conformance) {
    }
}
