package io.targetwise.app.setpoint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import io.targetwise.app.ingest.MeasurementEntity;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.ingest.ValueList;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.surrogate.ReplicateAggregator;

/**
 * What the plant delivered at an approved proposal's setpoint: the usable readings (not BAD quality) stored after
 * the command went out whose setpoint snaps to the commanded one. Read inside a transaction.
 *
 * @param command the process's latest command, an approval of a proposal
 */
public record CommandedReadings(SetpointCommandEntity command) {

    /** The process's latest command if it approved a proposal: the setpoint the plant should be running. */
    public static Optional<CommandedReadings> ofLatestApproval(long processId) {
        return SetpointCommandEntity.latest(processId)
                .filter(c -> c.kind == SetpointCommandKind.APPROVED && c.proposalId != null)
                .map(CommandedReadings::new);
    }

    public long proposalId() {
        return command.proposalId;
    }

    /**
     * @param newest whether to look through the newest readings since the command rather than the first
     * @param scan readings since the command looked through, at any setpoint: bounds the work
     * @return those at the commanded setpoint, oldest first
     */
    public List<MeasurementEntity> readings(ProcessDefinition process, boolean newest, int scan) {
        ReplicateAggregator snapper = MeasurementStore.snapper(process);
        String commanded = ValueList.format(snapper.snap(command.setpoint));
        Sort order = newest ? MeasurementEntity.newestFirst() : MeasurementEntity.oldestFirst();
        List<MeasurementEntity> found = new ArrayList<>(MeasurementEntity.<MeasurementEntity>find(
                        "processId = ?1 and quality <> ?2 and receivedAt > ?3 and sourceTime >= ?4", order,
                        process.id(), MeasurementMessage.Quality.BAD, command.issuedAt,
                        MeasurementEntity.EARLIEST_SOURCE_TIME)
                .page(Page.ofSize(scan)).list().stream()
                .filter(m -> ValueList.format(snapper.snap(m.setpoint)).equals(commanded))
                .toList());
        if (newest) {
            Collections.reverse(found);
        }
        return found;
    }
}
