package io.targetwise.app.setpoint;

import java.util.List;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.targetwise.app.common.PageRequest;

/** The setpoint commands stored for a process, read directly, so that a test sees every row. */
public final class SetpointCommandRows {
    private SetpointCommandRows() {
    }

    /** Every command of the process, newest first (up to a page's maximum). */
    public static List<IssuedCommand> of(long processId) {
        return QuarkusTransaction.requiringNew().call(() -> SetpointCommandEntity.forProcess(processId,
                PageRequest.first(PageRequest.MAX_SIZE)).stream().map(IssuedCommand::of).toList());
    }
}
