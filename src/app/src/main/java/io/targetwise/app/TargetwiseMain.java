package io.targetwise.app;

import java.util.Arrays;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import io.targetwise.app.history.SendMeasurements;

/**
 * The application's entry point: {@code send-measurements ...} runs that command and exits without starting the
 * application (no web server, broker or database); anything else starts the application as usual.
 */
@QuarkusMain
public final class TargetwiseMain {

    /** Package-private: Quarkus makes a {@code @QuarkusMain} class a bean, and beans avoid private constructors. */
    TargetwiseMain() {
    }

    public static void main(String... args) {
        if (args.length > 0 && args[0].equals(SendMeasurements.COMMAND)) {
            System.exit(SendMeasurements.run(Arrays.copyOfRange(args, 1, args.length), System.in, System.err));
        }
        Quarkus.run(args);
    }
}
