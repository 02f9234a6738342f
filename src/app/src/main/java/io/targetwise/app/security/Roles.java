package io.targetwise.app.security;

/** Role names as identities carry them, for {@code @RolesAllowed} on views and REST endpoints. */
public final class Roles {
    /** Watches processes and decides on proposals. */
    public static final String OPERATOR = "operator";
    /** Also defines processes and runs campaigns. */
    public static final String ENGINEER = "engineer";
    /** Also manages users. */
    public static final String ADMIN = "admin";

    private Roles() {
    }
}
