package io.targetwise.app.security;

import java.util.Set;

/** A user's level; each level is granted its own role name and those of the levels below. */
public enum Role {
    OPERATOR(Set.of(Roles.OPERATOR)),
    ENGINEER(Set.of(Roles.OPERATOR, Roles.ENGINEER)),
    ADMIN(Set.of(Roles.OPERATOR, Roles.ENGINEER, Roles.ADMIN));

    private final Set<String> granted;

    Role(Set<String> granted) {
        this.granted = granted;
    }

    /** The role names an identity of this level carries. */
    public Set<String> granted() {
        return granted;
    }
}
