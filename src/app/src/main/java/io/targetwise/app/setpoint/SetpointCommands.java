package io.targetwise.app.setpoint;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;

import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;

/**
 * The setpoint commands of a process: issuing one (the audit row and the outbox entry in the caller's transaction),
 * the audit trail, and where the plant was last sent.
 */
@ApplicationScoped
public class SetpointCommands {
    private final Clock clock;
    private final Event<SetpointCommandIssued> issued;

    SetpointCommands(Clock clock, Event<SetpointCommandIssued> issued) {
        this.clock = clock;
        this.issued = issued;
    }

    /**
     * Stores one command in the caller's transaction; the publisher sends it after the commit.
     *
     * @param proposalId the approved proposal, null for a revert
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public SetpointCommandView issue(ProcessDefinition process, SetpointCommandKind kind, Long proposalId,
            double[] setpoint, String issuedBy, String reason) {
        SetpointCommandEntity command = new SetpointCommandEntity();
        command.commandId = UUID.randomUUID().toString();
        command.processId = process.id();
        command.kind = kind;
        command.proposalId = proposalId;
        command.setpoint = setpoint;
        command.issuedBy = issuedBy;
        command.issuedAt = Instant.now(clock);
        command.reason = reason;
        command.persist();
        issued.fire(new SetpointCommandIssued(process.id(), command.commandId));
        return SetpointCommandView.of(command, process);
    }

    /** The process's newest {@code count} commands, newest first. */
    @Transactional
    public List<IssuedCommand> latest(long processId, int count) {
        return SetpointCommandEntity.forProcess(processId, PageRequest.first(count)).stream().map(IssuedCommand::of)
                .toList();
    }

    /** The process's newest command, approval or revert. */
    @Transactional
    public Optional<IssuedCommand> latest(long processId) {
        return SetpointCommandEntity.latest(processId).map(IssuedCommand::of);
    }

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
        return latest(processId).map(IssuedCommand::setpoint);
    }
}
