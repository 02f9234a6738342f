package io.targetwise.app.setpoint;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;

/** Reads the setpoint commands issued for a process: the audit trail, and where the plant was last sent. */
@ApplicationScoped
public class SetpointCommands {

    /** Every setpoint command of the process, newest first. */
    @Transactional
    public List<SetpointCommandView> auditTrail(ProcessDefinition process, PageRequest page) {
        return SetpointCommandEntity.forProcess(process.id(), page).stream().map(c -> SetpointCommandView.of(c, process))
                .toList();
    }

    /** The setpoint of the process's latest command, approval or revert: where the plant was last sent. */
    @Transactional
    public Optional<double[]> latestSetpoint(long processId) {
        return SetpointCommandEntity.latest(processId).map(c -> c.setpoint);
    }
}
