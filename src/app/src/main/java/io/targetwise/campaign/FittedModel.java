package io.targetwise.campaign;

import io.targetwise.proposal.Incumbent;
import io.targetwise.surrogate.Surrogate;

/** A process's up-to-date surrogate and the best setpoint run so far by the robust criterion. */
public record FittedModel(Surrogate surrogate, Incumbent incumbent) {
}
