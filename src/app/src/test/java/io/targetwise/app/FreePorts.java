package io.targetwise.app;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Ports for the servers the tests start (the application, brokers, PostgreSQL). They are drawn below Linux's
 * ephemeral range (32768-60999): a port the kernel hands out for {@code new ServerSocket(0)} can be handed out again
 * to an outgoing connection (a Kafka client, a JDBC pool) before the server binds it, which made starts fail with
 * "port in use" now and then.
 */
public final class FreePorts {
    private static final int FIRST = 20000;
    private static final int COUNT = 12000;

    private FreePorts() {
    }

    /** A port nobody listens on now. */
    public static int pick() throws IOException {
        for (int attempt = 0; attempt < 200; attempt++) {
            int candidate = FIRST + ThreadLocalRandom.current().nextInt(COUNT);
            try (ServerSocket socket = new ServerSocket(candidate)) {
                return candidate;
            } catch (IOException inUse) {
                // another one
            }
        }
        throw new IOException("no free port between " + FIRST + " and " + (FIRST + COUNT));
    }
}
