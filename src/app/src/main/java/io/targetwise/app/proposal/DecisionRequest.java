package io.targetwise.app.proposal;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.quarkus.security.identity.SecurityIdentity;

/** The body of a decision over REST: only the reason; who decides is the authenticated user, never the body. */
@Schema(description = "Why; required to reject or revert")
public record DecisionRequest(@Schema(example = "stays within the approved window") String reason) {

    public static Decision by(SecurityIdentity identity, DecisionRequest request) {
        return new Decision(identity.getPrincipal().getName(), request == null ? null : request.reason());
    }
}
