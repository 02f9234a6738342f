package io.targetwise.app.setpoint;

/** Why a setpoint command was issued. */
public enum SetpointCommandKind {
    /** An engineer approved a proposal. */
    APPROVED,
    /** Back to the last good setpoint. */
    REVERT
}
