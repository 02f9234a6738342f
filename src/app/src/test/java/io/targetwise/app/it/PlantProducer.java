package io.targetwise.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A plant sending readings on a thread of its own while a test breaks something: {@link #send(int)} is called with
 * 0, 1, 2, ... until {@link #finish()}; a failure stops it and is reported by {@link #assertHealthy()}.
 */
abstract class PlantProducer extends Thread {
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    PlantProducer() {
        super("plant");
        setDaemon(true);
    }

    /** Sends the i-th reading (or several), pausing as the plant's pace requires. */
    abstract void send(int i) throws Exception;

    @Override
    public final void run() {
        try {
            for (int i = 0; !stop.get(); i++) {
                send(i);
            }
        } catch (Throwable t) {
            failure.set(t);
        }
    }

    void assertHealthy() {
        assertThat(failure.get()).as("the plant's producer").isNull();
    }

    /** Stops sending, waits for the thread and asserts it never failed. */
    void finish() throws InterruptedException {
        stop.set(true);
        join(10_000);
        assertHealthy();
    }
}
