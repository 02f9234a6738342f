package io.targetwise.app.autopilot;

import io.quarkus.narayana.jta.QuarkusTransaction;

/** Puts an autopilot into a state directly, for console tests that draw a state without staging its cause. */
public final class AutopilotTestAccess {
    private AutopilotTestAccess() {
    }

    public static void suspend(long processId, String reason) {
        QuarkusTransaction.requiringNew().run(() -> {
            AutopilotEntity a = AutopilotEntity.findById(processId);
            a.state = AutopilotState.SUSPENDED;
            a.stateReason = reason;
        });
    }
}
