package io.targetwise.neural.autodeuq;

import io.targetwise.surrogate.ModelFittingException;
import java.util.List;

/**
 * Caruana et al.'s (2004) greedy ensemble selection as AutoDEUQ uses it (Egele et al. 2022, section 3): start from the
 * catalog's best single model, then repeatedly add (with replacement) the model that most lowers the validation NLL
 * of the ensemble's moment-matched Gaussian; stop when no addition strictly improves it or the ensemble has K
 * distinct members.
 */
final class GreedyEnsembleSelection {

    private GreedyEnsembleSelection() {
    }

    /**
     * @param catalog validation predictions of each trained model (null for a model that diverged)
     * @return how often each catalog model was chosen
     */
    static int[] select(List<GaussianPredictions> catalog, double[] validationTargets, int maxDistinct) {
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
                counts[k]++;
                double nll = moments(catalog, counts).predictive().negativeLogLikelihood(validationTargets);
                counts[k]--;
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
        return counts;
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
