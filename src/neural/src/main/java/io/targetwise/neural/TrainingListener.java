package io.targetwise.neural;

/**
 * Progress of a long training run, for a progress bar or a log. Called on the training thread after each epoch (or
 * optimiser step, for full-batch methods); implementations must be quick and must not throw.
 */
@FunctionalInterface
public interface TrainingListener {

    /** Ignores all progress. */
    TrainingListener SILENT = (model, step, totalSteps, loss) -> { };

    /**
     * @param model which network of the run (e.g. "member 12" of a search); stable within a run
     * @param step the step just finished, from 1
     * @param totalSteps the most steps this network will take (early stopping may end it sooner)
     * @param loss the loss the method monitors after this step (validation NLL, training loss)
     */
    void onStep(String model, int step, int totalSteps, double loss);
}
