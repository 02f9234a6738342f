package io.targetwise.app.campaign;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.Startup;
import io.targetwise.app.common.ConflictException;
import io.targetwise.core.surrogate.ModelFittingException;

/**
 * The small bounded pool all model work runs on, so that it never blocks the Kafka consumer, a request thread
 * beyond its wait, or the console, and a timer for delayed refits. Data too thin for a model and a lease held by
 * another instance are expected while a campaign runs; any other failure is a fault: logged as an error and counted
 * ({@code targetwise.campaign.failures}).
 */
@ApplicationScoped
@Startup // the failure counter is exported, at zero, from the start
class CampaignWorkers {
    private static final Logger LOG = Logger.getLogger(CampaignWorkers.class);

    private final ThreadPoolExecutor pool;
    private final ScheduledExecutorService timer;
    private final Counter failures;

    CampaignWorkers(@ConfigProperty(name = "targetwise.campaign.workers") int workerCount, MeterRegistry metrics) {
        if (workerCount < 1) {
            throw new IllegalArgumentException("targetwise.campaign.workers must be >= 1, got " + workerCount);
        }
        this.pool = new ThreadPoolExecutor(workerCount, workerCount, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(256), daemonThreads("campaign-worker"), new ThreadPoolExecutor.AbortPolicy());
        this.timer = Executors.newSingleThreadScheduledExecutor(daemonThreads("campaign-timer"));
        this.failures = Counter.builder("targetwise.campaign.failures")
                .description("Campaign work that failed for a reason other than too little data or a busy lease")
                .register(metrics);
    }

    private static ThreadFactory daemonThreads(String name) {
        AtomicInteger n = new AtomicInteger();
        return task -> {
            Thread t = new Thread(task, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Takes no more work once the application begins to stop, before its database goes. */
    void onShutdown(@Observes ShutdownEvent event) {
        stop();
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
        pool.shutdownNow();
    }

    /** @throws java.util.concurrent.RejectedExecutionException when the queue is full */
    <T> CompletableFuture<T> submit(long processId, Supplier<T> work) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return work.get();
            } catch (ModelFittingException | ConflictException expected) {
                throw expected;
            } catch (RuntimeException e) {
                LOG.errorf(e, "Campaign work for process %d failed", processId);
                failures.increment();
                throw e;
            }
        }, pool);
    }

    ScheduledFuture<?> schedule(Runnable task, Duration delay) {
        return timer.schedule(task, delay.toMillis(), TimeUnit.MILLISECONDS);
    }
}
