package io.targetwise.neural.autodeuq;

import io.targetwise.core.surrogate.ModelFittingException;
import java.util.List;

/**
 * Caruana et al.'s (2004) greedy ensemble selection as AutoDEUQ uses it (Egele et al. 2022, section 3): start from the
 * catalog's best single model, then repeatedly add (with replacement) the model that most lowers the validation NLL
 * of the ensemble's moment-matched Gaussian; stop when no addition strictly improves it or the ensemble has K
 * distinct members. Filling (the product's setting) goes on to K distinct members, adding at each step the new model
 * that raises the NLL least: on the few validation readings of a plant campaign the paper's rule often keeps a single
 * model, whose ensemble has no spread of means and so claims no epistemic uncertainty anywhere.
 */
final class GreedyEnsembleSelection {

    private GreedyEnsembleSelection() {
    }

    /**
     * @param catalog validation predictions of each trained model (null for a model that diverged)
     * @param fill whether to go on to maxDistinct members when no addition improves the NLL
     * @return how often each catalog model was chosen
     */
    static int[] select(List<GaussianPredictions> catalog, double[] validationTargets, int maxDistinct,
            boolean fill) {
        int[] counts = new int[catalog.size()];
        int best = -1;
        double bestNll = Double.POSITIVE_INFINITY;
        for (int k = 0; k < catalog.size(); k++) {
            double nll = catalog.get(k) == null ? Double.POSITIVE_INFINITY
                    : catalog.get(k).negativeLogLikelihood(validationTargets);
            if (nll < bestNll) {
                bestNll = nll;
                best = k;
            }
        }
        if (best < 0) {
            // The data, not the code: no architecture the search tried could fit them.
            throw new ModelFittingException("every trained model diverged: no ensemble can be formed");
        }
        counts[best] = 1;
        int distinct = 1;
        while (distinct < maxDistinct) {
            int bestAddition = -1;
            for (int k = 0; k < catalog.size(); k++) {
                if (catalog.get(k) == null) {
                    continue;
                }
                double nll = nllWithOneMore(catalog, counts, k, validationTargets);
                if (nll < bestNll) {
                    bestNll = nll;
                    bestAddition = k;
                }
            }
            if (bestAddition < 0) {
                break;
            }
            if (counts[bestAddition]++ == 0) {
                distinct++;
            }
        }
        // Filling adds each newcomer once and re-weights nothing: weighting a good member up again after a poor one
        // joined would improve the NLL in ever smaller steps without end.
        while (fill && distinct < maxDistinct) {
            int leastHarmful = -1;
            double least = Double.POSITIVE_INFINITY;
            for (int k = 0; k < catalog.size(); k++) {
                if (catalog.get(k) != null && counts[k] == 0) {
                    double nll = nllWithOneMore(catalog, counts, k, validationTargets);
                    if (leastHarmful < 0 || nll < least) {
                        least = nll;
                        leastHarmful = k;
                    }
                }
            }
            if (leastHarmful < 0) {
                break;
            }
            counts[leastHarmful] = 1;
            distinct++;
        }
        return counts;
    }

    private static double nllWithOneMore(List<GaussianPredictions> catalog, int[] counts, int k, double[] targets) {
        counts[k]++;
        double nll = moments(catalog, counts).predictive().negativeLogLikelihood(targets);
        counts[k]--;
        return nll;
    }

    private static EnsembleMoments moments(List<GaussianPredictions> catalog, int[] counts) {
        int chosen = 0;
        for (int c : counts) {
            chosen += c > 0 ? 1 : 0;
        }
        double[][] means = new double[chosen][];
        double[][] variances = new double[chosen][];
        int[] weights = new int[chosen];
        for (int k = 0, j = 0; k < counts.length; k++) {
            if (counts[k] > 0) {
                means[j] = catalog.get(k).mean();
                variances[j] = catalog.get(k).variance();
                weights[j++] = counts[k];
            }
        }
        return EnsembleMoments.of(means, variances, weights, false);
    }
}
