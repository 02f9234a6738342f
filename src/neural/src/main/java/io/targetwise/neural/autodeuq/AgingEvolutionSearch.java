package io.targetwise.neural.autodeuq;

import io.targetwise.neural.TrainingListener;
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
 * Aging evolution over AutoDEUQ's joint space (Real et al. 2019; Egele et al. 2022, Alg. 1 with the mixed variant
 * AgE-Mixed: architecture and training settings mutate together, where the paper tunes the settings by Bayesian
 * optimisation). Models are trained in parallel, {@code workers} at a time. To keep results repeatable for a fixed
 * seed, the workers run in synchronous rounds: a round's results enter the population in submission order, and only
 * then are the next round's candidates drawn: random while the population is not full, else the best of {@code
 * sampleSize} random population members with one variable mutated. The oldest member leaves a full population. Every
 * trained model joins the catalog.
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
        try {
            while (catalog.size() < settings.maxModels() && System.nanoTime() < deadline) {
                int round = Math.min(settings.workers(), settings.maxModels() - catalog.size());
                List<Future<MemberNetwork.Trained>> jobs = new ArrayList<>(round);
                for (int j = 0; j < round; j++) {
                    Candidate candidate = next(settings, population, rng);
                    int id = catalog.size() + j;
                    long seed = rng.nextLong();
                    jobs.add(pool.submit(() -> MemberNetwork.train(candidate, data, settings.epochs(), seed,
                            "member " + id, listener)));
                }
                for (Future<MemberNetwork.Trained> job : jobs) {
                    MemberNetwork.Trained trained = await(job);
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
        List<MemberNetwork.Trained> members = new ArrayList<>(population);
        List<MemberNetwork.Trained> tournament = new ArrayList<>(settings.sampleSize());
        for (int s = 0; s < settings.sampleSize(); s++) {
            tournament.add(members.remove(rng.nextInt(members.size())));
        }
        MemberNetwork.Trained parent = tournament.stream()
                .min(Comparator.comparingDouble(MemberNetwork.Trained::validationNll)).orElseThrow();
        return settings.space().mutate(parent.candidate(), rng);
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
