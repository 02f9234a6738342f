package io.targetwise.app.monitoring;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.common.Formats;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.setpoint.PublishedCommand;
import io.targetwise.core.surrogate.ReplicateAggregator;

/**
 * Whether the plant runs where it was sent. A plant that does not follow its commands (a stuck actuator, a command
 * lost at the plant's end, a person moving the machine by hand) keeps reporting other setpoints, and nothing else
 * notices: forecasts are judged only on readings at the commanded setpoint, so none is judged, and a campaign would go
 * on sending moves into the void. Each reading is held against the command in force when it was received (the last
 * published before); a reading received before any command, or a window with a reading at its command's setpoint,
 * says nothing, as a plant may still report the old setpoint while it moves.
 */
public final class PlantFollowing {
    private PlantFollowing() {
    }

    /**
     * How many of the newest good readings, none at the setpoint in force when it came, mean the plant did not follow:
     * two setpoints' replicates, at least 4.
     */
    public static int readingsToJudge(ProcessDefinition process) {
        return Math.max(4, 2 * process.replicates());
    }

    /**
     * The alarm text if each of the newest {@link #readingsToJudge} good readings reports a setpoint other than the one
     * of the command in force when it was received (within the process's resolution); empty otherwise.
     *
     * @param commands the commands published since before the oldest of the readings, oldest first
     * @param newestFirst the process's newest good readings, newest first
     */
    public static Optional<String> notFollowed(ProcessDefinition process, List<PublishedCommand> commands,
            List<StoredReading> newestFirst) {
        int needed = readingsToJudge(process);
        if (newestFirst.size() < needed) {
            return Optional.empty();
        }
        ReplicateAggregator snapper = process.designPointSnapper();
        PublishedCommand latest = null;
        for (StoredReading r : newestFirst.subList(0, needed)) {
            Optional<PublishedCommand> inForce = commands.stream()
                    .filter(c -> c.publishedAt().isBefore(r.receivedAt())).reduce((first, second) -> second);
            if (inForce.isEmpty() || Arrays.equals(snapper.snap(r.setpoint()), snapper.snap(inForce.get().setpoint()))) {
                return Optional.empty();
            }
            latest = latest == null ? inForce.get() : latest;
        }
        return Optional.of("the plant has not followed the command of " + Formats.time(latest.publishedAt()) + " to "
                + Formats.setpoints(process.namedSetpoints(latest.setpoint())) + ": none of the last " + needed
                + " readings was at the setpoint commanded before it, the newest reports "
                + Formats.setpoints(process.namedSetpoints(newestFirst.get(0).setpoint()))
                + " (a stuck actuator, a command lost at the plant, or a change by hand)");
    }
}
