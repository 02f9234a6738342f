package io.targetwise.app.common;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

import org.jboss.logging.Logger;

/**
 * Runs work that data arrivals ask for, per key (a process), so that a burst of arrivals costs a bounded number of
 * runs, never one per arrival: at most one run per key is scheduled or running; arrivals while one runs make exactly
 * one run follow it; runs of a key start at least {@code minInterval} apart; and every arrival is followed by a run
 * that starts after it, so the last data of a burst are always seen. A run waits {@code settleDelay} after the latest
 * arrival (more data restarts the wait: a quiet period), but no longer than {@code maxSettleWait} after the first
 * arrival it serves, so that data arriving steadily (a plant reading every few seconds) is still seen; or only
 * {@code urgentDelay} after an urgent arrival, which later ordinary arrivals do not postpone; an awaited arrival (the
 * plant delivered what it was sent to and waits for the next command) starts a run at once, or right after the one
 * running, without any of the spacing below: there is at most one per command, so the loop itself bounds how often
 * it comes. Runs of a key also
 * start at least their last run's duration divided by {@code maxDuty} apart, so that slow work (a fit of thousands of
 * readings) takes at most that share of the time while data keeps arriving, however long it takes; but an urgent
 * arrival (a completed setpoint, for which the plant waits) waits no longer than {@code maxUrgentWait} after the last
 * run ended for that reason. A run that found its key busy elsewhere or its database away ({@link Outcome#BUSY}) or
 * could not be taken is tried again, as urgent as it was, after the interval and at least {@link #BUSY_RETRY} later.
 */
public final class Coalescer {
    /** Schedules a task on a timer thread; the future lets a superseded task be cancelled. */
    @FunctionalInterface
    public interface Timer {
        Future<?> schedule(Runnable task, Duration delay);
    }

    /** What an arrival asks for. */
    public enum Arrival {
        /** Data to see some time: after a quiet period, spaced by the interval and the duty. */
        ROUTINE,
        /** Data that makes a run worth more (a completed setpoint): soon, within the urgent wait. */
        URGENT,
        /** Data someone waits on (the plant, for its next command): a run at once, with no spacing. */
        AWAITED
    }

    /** How a run ended. */
    public enum Outcome {
        /** Done, or failed in a way another try would not mend: the next arrival asks for the next run. */
        DONE,
        /**
         * The key's work was held elsewhere (another instance works on it) or met a fault of the moment (the database
         * away): the run is tried again.
         */
        BUSY
    }

    /** Starts one run for {@code key}; the stage completes when it is over, however it ended. */
    @FunctionalInterface
    public interface Work {
        /**
         * @param urgent whether an urgent arrival came since the previous run began
         * @throws RejectedExecutionException when the work cannot be taken now; it is retried after the interval
         */
        CompletionStage<Outcome> start(long key, boolean urgent);
    }

    /** The least pause before a run that found its key busy is tried again, whatever the interval. */
    public static final Duration BUSY_RETRY = Duration.ofSeconds(1);

    private static final Logger LOG = Logger.getLogger(Coalescer.class);

    private final String name;
    private final Plan.Delays delays;
    private final Timer timer;
    private final Work work;
    private final Map<Long, Plan> plans = new ConcurrentHashMap<>();

    /** @param name what the work is, for the log */
    public Coalescer(String name, Duration minInterval, double maxDuty, Duration maxUrgentWait, Duration settleDelay,
            Duration maxSettleWait, Duration urgentDelay, Timer timer, Work work) {
        this.name = name;
        this.delays = new Plan.Delays(minInterval.toNanos(), maxDuty, maxUrgentWait.toNanos(), settleDelay.toNanos(),
                maxSettleWait.toNanos(), urgentDelay.toNanos());
        this.timer = timer;
        this.work = work;
    }

    /**
     * A configured duration that must not be negative.
     *
     * @throws IllegalArgumentException naming the property otherwise
     */
    public static Duration nonNegative(String property, Duration value) {
        if (value.isNegative()) {
            throw new IllegalArgumentException(property + " must not be negative, got " + value);
        }
        return value;
    }

    /**
     * A configured share of time in (0, 1].
     *
     * @throws IllegalArgumentException naming the property otherwise
     */
    public static double duty(String property, double value) {
        if (!(value > 0 && value <= 1)) {
            throw new IllegalArgumentException(property + " must be in (0, 1], got " + value);
        }
        return value;
    }

    /** Data for {@code key} arrived (call after it is committed, so that the run it asks for sees it). */
    public void arrived(long key, Arrival arrival) {
        Plan plan = plans.computeIfAbsent(key, k -> new Plan(delays));
        synchronized (plan) {
            plan.arrived(System.nanoTime(), arrival).ifPresent(due -> schedule(key, plan, due));
        }
    }

    /** Call holding the plan's monitor. */
    private void schedule(long key, Plan plan, Plan.Due due) {
        if (plan.timer != null) {
            plan.timer.cancel(false); // the ticket keeps it from running should it be starting already
        }
        plan.timer = timer.schedule(() -> start(key, plan, due.ticket()),
                Duration.ofNanos(Math.max(0, due.atNanos() - System.nanoTime())));
    }

    private void start(long key, Plan plan, long ticket) {
        Optional<Boolean> urgent;
        synchronized (plan) {
            urgent = plan.start(ticket, System.nanoTime());
        }
        if (urgent.isEmpty()) {
            return;
        }
        boolean wasUrgent = urgent.get();
        try {
            work.start(key, wasUrgent).whenComplete((outcome, failure) -> {
                if (outcome == Outcome.BUSY) {
                    LOG.debugf("%s of %d found it busy elsewhere; tried again", name, key);
                }
                finished(key, plan, outcome == Outcome.BUSY, wasUrgent);
            });
        } catch (RejectedExecutionException e) {
            LOG.warnf("%s of %d not taken now (%s); retried after the interval", name, key, e.getMessage());
            finished(key, plan, true, wasUrgent);
        }
    }

    private void finished(long key, Plan plan, boolean again, boolean wasUrgent) {
        synchronized (plan) {
            long now = System.nanoTime();
            (again ? Optional.of(plan.again(now, wasUrgent)) : plan.finished(now))
                    .ifPresent(due -> schedule(key, plan, due));
        }
    }

    /**
     * One key's bookkeeping, on times in nanoseconds of one monotonic clock: whether a run is scheduled (its ticket) or
     * running, whether data arrived since the last run began, and when the next run is due. Not thread-safe: the
     * coalescer holds its monitor.
     */
    static final class Plan {
        record Delays(long minInterval, double maxDuty, long maxUrgentWait, long settle, long maxSettleWait,
                long urgent) {
        }

        /** A run to schedule: it starts only if its ticket is still the plan's when it is due. */
        record Due(long ticket, long atNanos) {
        }

        private final Delays delays;
        private long issued;
        private long ticket; // of the scheduled run; 0 when none is scheduled
        private boolean running;
        private boolean pending; // data arrived since the last run began
        private long pendingSince; // when the oldest data not yet served arrived, while pending
        private boolean urgent; // some of it urgent
        private boolean awaited; // some of it awaited
        private long lastArrival;
        private boolean started;
        private long lastStart;
        private long lastDuration;
        /** The scheduled run's timer task; kept here for the coalescer to cancel it. */
        private Future<?> timer;

        Plan(Delays delays) {
            this.delays = delays;
        }

        /** @return the run to schedule in place of any scheduled one; empty when the scheduled or running one covers it */
        Optional<Due> arrived(long now, Arrival arrival) {
            boolean covered = ticket != 0 && (awaited || urgent && arrival != Arrival.AWAITED);
            if (!pending) {
                pendingSince = now;
            }
            pending = true;
            urgent |= arrival != Arrival.ROUTINE;
            awaited |= arrival == Arrival.AWAITED;
            lastArrival = now;
            return running || covered ? Optional.empty() : Optional.of(schedule(now));
        }

        /** @return whether the run is urgent, or empty when this ticket was superseded and must not run */
        Optional<Boolean> start(long ticket, long now) {
            if (ticket != this.ticket) {
                return Optional.empty();
            }
            boolean wasUrgent = urgent;
            this.ticket = 0;
            running = true;
            pending = false;
            urgent = false;
            awaited = false;
            started = true;
            lastStart = now;
            return Optional.of(wasUrgent);
        }

        /** @return the one run that follows, when data arrived while this one ran */
        Optional<Due> finished(long now) {
            running = false;
            lastDuration = now - lastStart;
            return pending ? Optional.of(schedule(now)) : Optional.empty();
        }

        /** @return the run that tries again the one that just ended without doing its work (urgent if it was) */
        Due again(long now, boolean wasUrgent) {
            running = false;
            lastDuration = now - lastStart;
            pending = true;
            pendingSince = lastStart; // the data the failed run was for arrived before it began
            urgent |= wasUrgent;
            Due due = schedule(now);
            return new Due(due.ticket(), Math.max(due.atNanos(), now + BUSY_RETRY.toNanos()));
        }

        private Due schedule(long now) {
            long due = Math.max(now, urgent ? lastArrival + delays.urgent()
                    : Math.min(lastArrival + delays.settle(), pendingSince + delays.maxSettleWait()));
            if (awaited) {
                due = now;
            } else if (started) {
                long spacing = Math.max(delays.minInterval(), (long) (lastDuration / delays.maxDuty()));
                if (urgent) {
                    spacing = Math.min(spacing, Math.max(delays.minInterval(), lastDuration + delays.maxUrgentWait()));
                }
                due = Math.max(due, lastStart + spacing);
            }
            ticket = ++issued;
            return new Due(ticket, due);
        }
    }
}
