package io.targetwise.app.monitoring.alarm;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of an acknowledgement over REST: an optional reason; who acknowledges is the authenticated user. */
@Schema(description = "Why, optionally")
public record AcknowledgeRequest(@Schema(example = "die changed, setter informed") String reason) {
}
