package io.targetwise.app.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.ingest.MeasurementMessage.Quality;
import io.targetwise.app.readings.StoredReading;
import io.targetwise.app.setpoint.PublishedCommand;

/**
 * A stroke in [60, 80] mm on a 0.5 mm grid, 2 replicates: 4 readings judge. Commands at t = 100 s to 62 mm and at
 * t = 200 s to 64 mm; each reading is held against the command published before it was received.
 */
class PlantFollowingTest {
    private static final ProcessDefinition PRESS = new ProcessDefinition(1L, "press", null,
            List.of(new ProcessDefinition.DesignVariable("stroke", "mm", 60.0, 80.0, 0.5)), List.of(),
            new ProcessDefinition.Output("diameter", "mm"), 140.0, 138.0, 142.0, 2);
    private static final List<PublishedCommand> COMMANDS = List.of(
            new PublishedCommand(new double[] {62}, Instant.ofEpochSecond(100)),
            new PublishedCommand(new double[] {64}, Instant.ofEpochSecond(200)));

    /** Readings at the given strokes received at the given seconds, oldest first; returned newest first. */
    private static List<StoredReading> readings(double[] strokes, long[] seconds) {
        List<StoredReading> newestFirst = new ArrayList<>();
        for (int i = 0; i < strokes.length; i++) {
            Instant at = Instant.ofEpochSecond(seconds[i]);
            newestFirst.add(0, new StoredReading(i, "e" + i, 1, at, at, new double[] {strokes[i]}, null, 140, "mm",
                    Quality.GOOD, null));
        }
        return newestFirst;
    }

    private static Optional<String> judge(double[] strokes, long[] seconds) {
        return PlantFollowing.notFollowed(PRESS, COMMANDS, readings(strokes, seconds));
    }

    @Test
    void aPlantThatStaysWhereItRanAcrossTwoCommandsHasNotFollowed() {
        assertThat(judge(new double[] {60, 60, 60, 60}, new long[] {150, 160, 250, 260}))
                .hasValueSatisfying(text -> assertThat(text).startsWith("the plant has not followed the command of ")
                        .contains("to stroke = 64: none of the last 4 readings was at the setpoint commanded before"
                                + " it, the newest reports stroke = 60"));
        assertThat(PlantFollowing.readingsToJudge(PRESS)).isEqualTo(4);
    }

    @Test
    void oneReadingAtItsCommandsSetpointOrWithinTheResolutionSaysItFollows() {
        assertThat(judge(new double[] {62, 60, 60, 60}, new long[] {150, 160, 250, 260})).isEmpty();
        assertThat(judge(new double[] {60, 60, 60, 64.2}, new long[] {150, 160, 250, 260})).as("64.2 snaps to 64")
                .isEmpty();
        assertThat(judge(new double[] {60, 60, 60, 64.3}, new long[] {150, 160, 250, 260})).as("64.3 snaps to 64.5")
                .isPresent();
    }

    @Test
    void readingsBeforeAnyCommandOrTooFewSayNothing() {
        assertThat(judge(new double[] {60, 60, 60, 60}, new long[] {50, 160, 250, 260})).as("one before any command")
                .isEmpty();
        assertThat(judge(new double[] {60, 60, 60}, new long[] {160, 250, 260})).as("3 of the 4 needed").isEmpty();
        assertThat(judge(new double[] {62, 60, 60, 60, 60}, new long[] {150, 160, 250, 260, 270}))
                .as("only the newest 4 count: 62 came under its command, but is the fifth newest").isPresent();
    }

    /** A reading received exactly when a command was published is still under the one before. */
    @Test
    void aReadingReceivedAsTheCommandIsPublishedIsHeldAgainstTheOneBefore() {
        assertThat(judge(new double[] {60, 60, 62, 60}, new long[] {150, 160, 200, 260})).isEmpty();
    }
}
