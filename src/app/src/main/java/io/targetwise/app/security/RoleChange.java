package io.targetwise.app.security;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body that gives a user another role. */
public record RoleChange(@Schema(example = "ENGINEER") Role role) {
}
