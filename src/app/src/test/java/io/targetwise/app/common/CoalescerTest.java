package io.targetwise.app.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A burst of arrivals costs a bounded number of runs, and the last arrival is always followed by a run that starts
 * after it. The plan's decisions on explicit times (milliseconds here: interval 1,000, quiet period 500, at most
 * 2,000 after the first data served, urgent 20, urgent wait 3,000), then the coalescer on a real timer.
 */
class CoalescerTest {
    private static final long MS = 1_000_000;
    private final Coalescer.Plan plan = new Coalescer.Plan(new Coalescer.Plan.Delays(1000 * MS, 1, 3000 * MS, 500 * MS, 2000 * MS,
            20 * MS));
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        timer.shutdownNow();
    }

    private Coalescer.Plan.Due arrived(long ms, boolean urgent) {
        return plan.arrived(ms * MS, urgent ? Coalescer.Arrival.URGENT : Coalescer.Arrival.ROUTINE).orElseThrow();
    }

    @Test
    void ordinaryDataWaitsForAQuietPeriodThatMoreDataRestarts() {
        Coalescer.Plan.Due first = arrived(0, false);
        assertThat(first.atNanos()).isEqualTo(500 * MS);
        Coalescer.Plan.Due second = arrived(300, false);
        assertThat(second.atNanos()).isEqualTo(800 * MS);
        assertThat(plan.start(first.ticket(), 500 * MS)).as("the superseded run").isEmpty();
        assertThat(plan.start(second.ticket(), 800 * MS)).contains(false);
    }

    @Test
    void steadyOrdinaryDataIsServedNoLaterThanTheMaximumWaitAfterItsFirstArrival() {
        Coalescer.Plan.Due due = arrived(100, false);
        for (long t = 400; t <= 2000; t += 300) { // every 300 ms: a quiet period of 500 ms never passes
            due = arrived(t, false);
            assertThat(due.atNanos()).as("at %d ms", t).isEqualTo(Math.min(t + 500, 2100) * MS);
        }
        assertThat(plan.start(due.ticket(), 2100 * MS)).contains(false);
        assertThat(plan.finished(2200 * MS)).as("no data since the run began").isEmpty();
        assertThat(arrived(2300, false).atNanos()).as("the interval after the run began").isEqualTo(3100 * MS);
        for (long t = 2600; t <= 4100; t += 300) {
            due = arrived(t, false);
        }
        assertThat(due.atNanos()).as("the maximum wait after the first data since the run").isEqualTo(4300 * MS);
        assertThat(arrived(4400, false).atNanos()).as("past it: at once").isEqualTo(4400 * MS);
    }

    @Test
    void anOrdinaryRunTriedAgainIsNotPostponedBeyondTheMaximumWaitBySteadyData() {
        Coalescer.Plan.Due first = arrived(0, false);
        assertThat(plan.start(first.ticket(), 500 * MS)).contains(false);
        Coalescer.Plan.Due again = plan.again(600 * MS, false);
        assertThat(again.atNanos()).as("the pause after the failed try").isEqualTo(1600 * MS);
        for (long t = 700; t <= 2200; t += 300) {
            again = arrived(t, false);
        }
        assertThat(again.atNanos()).as("the maximum wait after the failed run began").isEqualTo(2500 * MS);
    }

    @Test
    void anUrgentArrivalRunsSoonAndLaterDataDoesNotPostponeIt() {
        arrived(0, false);
        Coalescer.Plan.Due urgent = arrived(100, true);
        assertThat(urgent.atNanos()).isEqualTo(120 * MS);
        assertThat(plan.arrived(110 * MS, Coalescer.Arrival.ROUTINE)).isEmpty();
        assertThat(plan.arrived(115 * MS, Coalescer.Arrival.URGENT)).isEmpty();
        assertThat(plan.start(urgent.ticket(), 120 * MS)).contains(true);
    }

    @Test
    void dataWhileARunIsGoingMakesExactlyOneRunFollowItAfterTheInterval() {
        Coalescer.Plan.Due first = arrived(0, true);
        assertThat(plan.start(first.ticket(), 20 * MS)).contains(true);
        for (long t = 30; t < 400; t += 10) {
            assertThat(plan.arrived(t * MS, t == 200 ? Coalescer.Arrival.URGENT : Coalescer.Arrival.ROUTINE)).as("at %d ms", t).isEmpty();
        }
        Coalescer.Plan.Due next = plan.finished(400 * MS).orElseThrow();
        assertThat(next.atNanos()).as("one interval after the previous start").isEqualTo(1020 * MS);
        assertThat(plan.start(next.ticket(), 1020 * MS)).as("the completion seen during the run").contains(true);
        assertThat(plan.finished(1100 * MS)).as("nothing arrived since").isEmpty();
    }

    @Test
    void aCompletionAfterASlowRunWaitsNoLongerThanTheUrgentWaitAfterItEnded() {
        Coalescer.Plan twentieth = new Coalescer.Plan(new Coalescer.Plan.Delays(1000 * MS, 0.05, 3000 * MS, 500 * MS,
                2000 * MS, 20 * MS));
        Coalescer.Plan.Due first = twentieth.arrived(0, Coalescer.Arrival.URGENT).orElseThrow();
        assertThat(twentieth.start(first.ticket(), 20 * MS)).contains(true);
        twentieth.arrived(100 * MS, Coalescer.Arrival.ROUTINE);
        // The run took 2 s: ordinary data waits 40 s after it began (a twentieth of the time) ...
        Coalescer.Plan.Due ordinary = twentieth.finished(2020 * MS).orElseThrow();
        assertThat(ordinary.atNanos()).isEqualTo(40020 * MS);
        // ... but a completed setpoint only the urgent wait after it ended.
        Coalescer.Plan.Due completion = twentieth.arrived(2500 * MS, Coalescer.Arrival.URGENT).orElseThrow();
        assertThat(completion.atNanos()).isEqualTo(5020 * MS);
        assertThat(twentieth.start(ordinary.ticket(), 40020 * MS)).as("superseded").isEmpty();
        assertThat(twentieth.start(completion.ticket(), 5020 * MS)).contains(true);
    }

    @Test
    void anAwaitedArrivalRunsAtOnceOrRightAfterTheRunningOneWhateverTheSpacing() {
        Coalescer.Plan twentieth = new Coalescer.Plan(new Coalescer.Plan.Delays(1000 * MS, 0.05, 3000 * MS, 500 * MS,
                2000 * MS, 20 * MS));
        Coalescer.Plan.Due first = twentieth.arrived(0, Coalescer.Arrival.URGENT).orElseThrow();
        assertThat(twentieth.start(first.ticket(), 20 * MS)).contains(true);
        assertThat(twentieth.finished(520 * MS)).isEmpty();
        // A completion waits for the spacing after the 500 ms run (its urgent wait, 3.5 s after it began) ...
        Coalescer.Plan.Due completion = twentieth.arrived(600 * MS, Coalescer.Arrival.URGENT).orElseThrow();
        assertThat(completion.atNanos()).isEqualTo(3520 * MS);
        // ... the plant waiting on its next command does not: at once, in place of the completion's run
        Coalescer.Plan.Due awaited = twentieth.arrived(700 * MS, Coalescer.Arrival.AWAITED).orElseThrow();
        assertThat(awaited.atNanos()).isEqualTo(700 * MS);
        assertThat(twentieth.arrived(710 * MS, Coalescer.Arrival.URGENT)).as("covered by the awaited run").isEmpty();
        assertThat(twentieth.arrived(720 * MS, Coalescer.Arrival.ROUTINE)).isEmpty();
        assertThat(twentieth.start(completion.ticket(), 3520 * MS)).as("superseded").isEmpty();
        assertThat(twentieth.start(awaited.ticket(), 720 * MS)).contains(true);
        // Awaited while a run is going: the next run starts the moment it ends
        assertThat(twentieth.arrived(800 * MS, Coalescer.Arrival.AWAITED)).isEmpty();
        Coalescer.Plan.Due next = twentieth.finished(1300 * MS).orElseThrow();
        assertThat(next.atNanos()).isEqualTo(1300 * MS);
        assertThat(twentieth.start(next.ticket(), 1300 * MS)).contains(true);
        // Once served, ordinary spacing again: 20 times the 200 ms run after it began
        assertThat(twentieth.finished(1500 * MS)).isEmpty();
        assertThat(twentieth.arrived(1600 * MS, Coalescer.Arrival.ROUTINE).orElseThrow().atNanos())
                .isEqualTo(5300 * MS);
    }

    @Test
    void aRunThatFoundItsKeyBusyIsTriedAgainAsUrgentAfterTheIntervalAndAPause() {
        Coalescer.Plan.Due first = arrived(0, true);
        assertThat(plan.start(first.ticket(), 20 * MS)).contains(true);
        Coalescer.Plan.Due again = plan.again(30 * MS, true);
        assertThat(again.atNanos()).as("the pause after the try ends later than the interval after its start")
                .isEqualTo(30 * MS + Coalescer.BUSY_RETRY.toNanos());
        assertThat(plan.start(again.ticket(), again.atNanos())).as("still urgent").contains(true);

        Coalescer.Plan slow = new Coalescer.Plan(new Coalescer.Plan.Delays(5000 * MS, 1, 3000 * MS, 500 * MS, 2000 * MS,
                20 * MS));
        slow.start(slow.arrived(0, Coalescer.Arrival.ROUTINE).orElseThrow().ticket(), 500 * MS);
        assertThat(slow.again(510 * MS, false).atNanos()).as("one interval after the busy start").isEqualTo(5500 * MS);
    }

    @Test
    void busyWorkRunsAgainUntilItIsDoneOnARealTimer() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        CompletableFuture<Boolean> doneUrgent = new CompletableFuture<>();
        Coalescer coalescer = new Coalescer("test", Duration.ZERO, 1, Duration.ZERO, Duration.ZERO, Duration.ZERO, Duration.ZERO,
                (task, delay) -> timer.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS),
                (key, urgent) -> {
                    if (attempts.incrementAndGet() < 3) {
                        return CompletableFuture.completedFuture(Coalescer.Outcome.BUSY);
                    }
                    doneUrgent.complete(urgent);
                    return CompletableFuture.completedFuture(Coalescer.Outcome.DONE);
                });
        coalescer.arrived(7, Coalescer.Arrival.URGENT);
        assertThat(doneUrgent.get(10, TimeUnit.SECONDS)).as("the third try, still urgent").isTrue();
        sleep(Coalescer.BUSY_RETRY.toMillis() + 300);
        assertThat(attempts.get()).as("no try after the work was done").isEqualTo(3);
    }

    @Test
    void aSlowRunSpacesTheNextByItsDurationOverTheDuty() {
        Coalescer.Plan quarter = new Coalescer.Plan(new Coalescer.Plan.Delays(1000 * MS, 0.25, 3000 * MS, 500 * MS,
                2000 * MS, 20 * MS));
        Coalescer.Plan.Due first = quarter.arrived(0, Coalescer.Arrival.URGENT).orElseThrow();
        assertThat(quarter.start(first.ticket(), 20 * MS)).contains(true);
        quarter.arrived(100 * MS, Coalescer.Arrival.ROUTINE);
        // The run took 2 s: at a quarter of the time, the next may start 8 s after it began, not 1 s.
        Coalescer.Plan.Due next = quarter.finished(2020 * MS).orElseThrow();
        assertThat(next.atNanos()).isEqualTo(8020 * MS);
        assertThatThrownBy(() -> Coalescer.duty("targetwise.campaign.max-refit-duty", 0))
                .hasMessage("targetwise.campaign.max-refit-duty must be in (0, 1], got 0.0");
    }

    @Test
    void noDataWhileARunIsGoingMeansNoFollowUp() {
        Coalescer.Plan.Due first = arrived(0, false);
        plan.start(first.ticket(), 500 * MS);
        assertThat(plan.finished(600 * MS)).isEmpty();
        assertThat(arrived(700, true).atNanos()).as("the interval since the last start").isEqualTo(1500 * MS);
        assertThat(plan.arrived(2000 * MS, Coalescer.Arrival.URGENT)).as("already scheduled, and not postponed").isEmpty();
    }

    @Test
    void aBurstCostsAtMostOneRunPerIntervalAndTheLastArrivalIsRunAfter() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        List<Long> runStarts = new ArrayList<>();
        Coalescer coalescer = new Coalescer("test", Duration.ofMillis(200), 1, Duration.ZERO, Duration.ZERO, Duration.ZERO,
                Duration.ZERO,
                (task, delay) -> timer.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS),
                (key, urgent) -> {
                    synchronized (runStarts) {
                        runStarts.add(System.nanoTime());
                    }
                    runs.incrementAndGet();
                    return CompletableFuture.supplyAsync(() -> {
                        sleep(30);
                        return Coalescer.Outcome.DONE;
                    });
                });
        long start = System.nanoTime();
        long lastArrival = start;
        for (int i = 0; i < 100; i++) {
            lastArrival = System.nanoTime();
            coalescer.arrived(7, i % 10 == 0 ? Coalescer.Arrival.URGENT : Coalescer.Arrival.ROUTINE);
            sleep(10);
        }
        long elapsedMs = (lastArrival - start) / MS;
        sleep(600);

        assertThat(runs.get()).as("runs over %d ms of arrivals", elapsedMs).isBetween(2, (int) (elapsedMs / 200) + 2);
        synchronized (runStarts) {
            assertThat(runStarts.get(runStarts.size() - 1)).as("a run started after the last arrival")
                    .isGreaterThan(lastArrival);
            for (int i = 1; i < runStarts.size(); i++) {
                // the work notes its start a moment after the coalescer does
                assertThat(runStarts.get(i) - runStarts.get(i - 1)).isGreaterThanOrEqualTo(195 * MS);
            }
        }
    }

    @Test
    void aNegativeDurationIsRefusedNamingItsProperty() {
        assertThat(Coalescer.nonNegative("targetwise.x", Duration.ZERO)).isEqualTo(Duration.ZERO);
        assertThatThrownBy(() -> Coalescer.nonNegative("targetwise.campaign.min-refit-interval", Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.campaign.min-refit-interval must not be negative, got PT-1S");
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
