package io.targetwise.app.readings;

/** How far back the run chart looks. */
public enum ReadingRange {
    RECENT("last " + Readings.RECENT + " readings"),
    /** The day up to the newest reading, not up to now: a plant that paused still shows its last day. */
    DAY("last day"),
    CAMPAIGN("whole campaign");

    public final String label;

    ReadingRange(String label) {
        this.label = label;
    }
}
