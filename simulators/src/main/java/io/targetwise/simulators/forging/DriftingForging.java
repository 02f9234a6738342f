package io.targetwise.simulators.forging;

/**
 * The forging press over a long run, reading by reading: the dies wear, opening the gap by a fixed amount per
 * forging (a worn die leaves the billet higher and so narrower), and the workshop's mean temperature follows a
 * season, a sine about 20 degC. Reading t runs under {@link #at(long)}. The default rates ({@link #plant()}) are
 * chosen so that a setpoint on target at the start leaves the 4 mm tolerance band within a run of a few thousand
 * forgings, as worn tooling does between die changes; the season is compressed to 1000 forgings so that a run sees
 * both extremes.
 */
public final class DriftingForging {
    /** Die wear of the default run: 2 micrometres of gap per forging, 4 mm after 2000. */
    public static final double PLANT_WEAR_MM_PER_READING = 0.002;
    /** Half the seasonal swing of the workshop's mean temperature in the default run. */
    public static final double PLANT_SEASON_AMPLITUDE_K = 8;
    /** Forgings per season cycle in the default run. */
    public static final int PLANT_SEASON_READINGS = 1000;
    private static final double MEAN_AMBIENT_C = 20;

    private final ForgingSimulator press = ForgingSimulator.create();
    private final double wearPerReading;
    private final double seasonAmplitude;
    private final int seasonReadings;

    private DriftingForging(double wearPerReading, double seasonAmplitude, int seasonReadings) {
        this.wearPerReading = wearPerReading;
        this.seasonAmplitude = seasonAmplitude;
        this.seasonReadings = seasonReadings;
    }

    /**
     * @param wearMmPerReading die wear per forging, mm, in [0, 0.01]
     * @param seasonAmplitudeK half the swing of the mean ambient temperature, K, in [0, 20]
     * @param seasonReadings forgings per season cycle, at least 2
     * @throws IllegalArgumentException naming the parameter out of range
     */
    public static DriftingForging of(double wearMmPerReading, double seasonAmplitudeK, int seasonReadings) {
        if (!(wearMmPerReading >= 0 && wearMmPerReading <= 0.01)) {
            throw new IllegalArgumentException("wear per reading must lie in [0, 0.01] mm, got " + wearMmPerReading);
        }
        if (!(seasonAmplitudeK >= 0 && seasonAmplitudeK <= 20)) {
            throw new IllegalArgumentException("season amplitude must lie in [0, 20] K, got " + seasonAmplitudeK);
        }
        if (seasonReadings < 2) {
            throw new IllegalArgumentException("season readings must be at least 2, got " + seasonReadings);
        }
        return new DriftingForging(wearMmPerReading, seasonAmplitudeK, seasonReadings);
    }

    /** The documented default run: {@value #PLANT_WEAR_MM_PER_READING} mm wear per forging, +-8 K over 1000. */
    public static DriftingForging plant() {
        return of(PLANT_WEAR_MM_PER_READING, PLANT_SEASON_AMPLITUDE_K, PLANT_SEASON_READINGS);
    }

    /** No drift: the stationary press at every reading, to measure false alarms. */
    public static DriftingForging stationary() {
        return of(0, 0, PLANT_SEASON_READINGS);
    }

    /** @throws IllegalArgumentException for a negative reading or one beyond the dies' life (20 mm of wear) */
    public ForgingSimulator at(long reading) {
        if (reading < 0) {
            throw new IllegalArgumentException("reading must be >= 0, got " + reading);
        }
        return press.under(wearPerReading * reading,
                MEAN_AMBIENT_C + seasonAmplitude * Math.sin(2 * Math.PI * reading / seasonReadings));
    }
}
