package io.targetwise.app.campaign;

import io.targetwise.core.proposal.Incumbent;
import io.targetwise.core.surrogate.Surrogate;

/** A process's up-to-date surrogate and the best setpoint run so far by the robust criterion. */
public record FittedModel(Surrogate surrogate, Incumbent incumbent) {
}
