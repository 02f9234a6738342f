package io.targetwise.app.setpoint;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.quarkus.panache.common.Sort;
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

    /**
     * The process's commands published from {@code from} on, and the last one published before it (the one then in
     * force), oldest first: where the plant was sent, and when the broker had it.
     */
    @Transactional
    public List<PublishedCommand> publishedFrom(long processId, Instant from) {
        List<PublishedCommand> found = new ArrayList<>();
        SetpointCommandEntity.<SetpointCommandEntity>find("processId = ?1 and publishedAt < ?2",
                Sort.descending("publishedAt"), processId, from).firstResultOptional().map(SetpointCommands::published)
                .ifPresent(found::add);
        SetpointCommandEntity.<SetpointCommandEntity>list("processId = ?1 and publishedAt >= ?2",
                Sort.ascending("publishedAt"), processId, from).stream().map(SetpointCommands::published)
                .forEach(found::add);
        return found;
    }

    private static PublishedCommand published(SetpointCommandEntity c) {
        return new PublishedCommand(c.setpoint, c.publishedAt);
    }

    /** The setpoint of the process's latest command, approval or revert: where the plant was last sent. */
    @Transactional
    public Optional<double[]> latestSetpoint(long processId) {
        return SetpointCommandEntity.latest(processId).map(c -> c.setpoint);
    }
}
