package io.targetwise.app.security;

/** What a change to the users did, as their audit trail names it. */
public enum UserAction {
    CREATED,
    ROLE_CHANGED,
    DISABLED,
    ENABLED,
    REMOVED,
    /** A user of the identity provider signed in for the first time, or with another role than before. */
    PROVISIONED
}
