package io.targetwise.neural.autodeuq;

import io.targetwise.neural.TrainingListener;
import io.targetwise.neural.autodeuq.AutoDeuqSettings.TrainingSettingsSearch;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Aging evolution over AutoDEUQ's joint space (Real et al. 2019; Egele et al. 2022, Alg. 1). Models are trained in
 * parallel, {@code workers} at a time. To keep results repeatable for a fixed seed, the workers run in synchronous
 * rounds: a round's results enter the population in submission order, and only then are the next round's candidates
 * drawn: random while the population is not full, else from the best of {@code sampleSize} random population members.
 * The oldest member leaves a full population. Every trained model joins the catalog. With
 * {@link AutoDeuqSettings.TrainingSettingsSearch#EVOLVED} (the paper's AgE-Mixed variant) a child is its parent with one
 * variable of the joint vector mutated; with {@link AutoDeuqSettings.TrainingSettingsSearch#BAYESIAN} (AgEBO) only the
 * architecture evolves and every model's training settings come from {@link BayesianTrainingSettings}, told each
 * round's results.
 */
final class AgingEvolutionSearch {

    private AgingEvolutionSearch() {
    }

    static List<MemberNetwork.Trained> run(AutoDeuqSettings settings, MemberNetwork.TrainingData data,
            TrainingListener listener) {
        long deadline = System.nanoTime() + settings.maxWallTime().toNanos();
        SplittableRandom rng = new SplittableRandom(settings.seed());
        Deque<MemberNetwork.Trained> population = new ArrayDeque<>();
        List<MemberNetwork.Trained> catalog = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(settings.workers(), r -> {
            Thread t = new Thread(r, "autodeuq-worker");
            t.setDaemon(true);
            return t;
        });
        BayesianTrainingSettings bayesian = settings.trainingSettingsSearch() == TrainingSettingsSearch.BAYESIAN
                ? new BayesianTrainingSettings(settings.space(), settings.workers()) : null;
        try {
            while (catalog.size() < settings.maxModels() && System.nanoTime() < deadline) {
                int round = Math.min(settings.workers(), settings.maxModels() - catalog.size());
                List<Hyperparameters> asked = bayesian == null ? null : bayesian.ask(round, rng);
                List<Future<MemberNetwork.Trained>> jobs = new ArrayList<>(round);
                for (int j = 0; j < round; j++) {
                    Candidate candidate = asked == null ? next(settings, population, rng)
                            : new Candidate(nextArchitecture(settings, population, rng), asked.get(j));
                    int id = catalog.size() + j;
                    long seed = rng.nextLong();
                    jobs.add(pool.submit(() -> MemberNetwork.train(candidate, data, settings.epochs(), seed,
                            "member " + id, listener)));
                }
                for (Future<MemberNetwork.Trained> job : jobs) {
                    MemberNetwork.Trained trained = await(job);
                    if (bayesian != null) {
                        bayesian.tell(trained.candidate().hyperparameters(), trained.validationNll());
                    }
                    catalog.add(trained);
                    population.addLast(trained);
                    if (population.size() > settings.populationSize()) {
                        population.removeFirst();
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return catalog;
    }

    private static Candidate next(AutoDeuqSettings settings, Deque<MemberNetwork.Trained> population,
            SplittableRandom rng) {
        if (population.size() < settings.populationSize()) {
            return settings.space().random(rng);
        }
        return settings.space().mutate(parent(settings, population, rng).candidate(), rng);
    }

    private static Architecture nextArchitecture(AutoDeuqSettings settings, Deque<MemberNetwork.Trained> population,
            SplittableRandom rng) {
        if (population.size() < settings.populationSize()) {
            return settings.space().randomArchitecture(rng);
        }
        return settings.space().mutateArchitecture(parent(settings, population, rng).candidate().architecture(), rng);
    }

    /** The best of {@code sampleSize} population members drawn without replacement. */
    private static MemberNetwork.Trained parent(AutoDeuqSettings settings, Deque<MemberNetwork.Trained> population,
            SplittableRandom rng) {
        List<MemberNetwork.Trained> members = new ArrayList<>(population);
        List<MemberNetwork.Trained> tournament = new ArrayList<>(settings.sampleSize());
        for (int s = 0; s < settings.sampleSize(); s++) {
            tournament.add(members.remove(rng.nextInt(members.size())));
        }
        return tournament.stream().min(Comparator.comparingDouble(MemberNetwork.Trained::validationNll)).orElseThrow();
    }

    private static MemberNetwork.Trained await(Future<MemberNetwork.Trained> job) {
        try {
            return job.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while training AutoDEUQ members", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("training an AutoDEUQ member failed", e.getCause());
        }
    }
}
