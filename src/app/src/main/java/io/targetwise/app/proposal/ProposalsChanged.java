package io.targetwise.app.proposal;

/** CDI event: a process's proposals changed (new, decided or superseded); observed after commit by live views. */
public record ProposalsChanged(long processId) {
}
