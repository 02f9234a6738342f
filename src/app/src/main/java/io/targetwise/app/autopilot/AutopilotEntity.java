package io.targetwise.app.autopilot;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.targetwise.app.common.ValueList;

/** A process's autopilot: its state, the limits it was switched on with, and how many moves it applied since. */
@Entity
@Table(name = "autopilot")
class AutopilotEntity extends PanacheEntityBase {
    @Id
    public long processId;
    @Enumerated(EnumType.STRING)
    public AutopilotState state;
    /** The design variables, tab-separated in the definition's order, the limits were resolved against. */
    public String variableNames;
    @Convert(converter = ValueList.class)
    @Column(name = "lower_values")
    public double[] lower;
    @Convert(converter = ValueList.class)
    @Column(name = "upper_values")
    public double[] upper;
    @Convert(converter = ValueList.class)
    @Column(name = "max_step_values")
    public double[] maxStep;
    public double minInsideSpec;
    public int maxMovesPerHour;
    public Integer handBackAfterMoves;
    public Instant handBackAt;
    public double maxMissSigma;
    /** Where the plant was sent when the autopilot was switched on: its fallback before any forecast was met. */
    @Convert(converter = ValueList.class)
    @Column(name = "start_values")
    public double[] start;
    public int movesApplied;
    /**
     * Whether the process has been inside tolerance since it was switched on or resumed. Until it has, an OUT OF
     * TOLERANCE alarm is where it started, not something the autopilot did, and does not make it fall back.
     */
    public boolean insideToleranceSeen;
    public String switchedOnBy;
    public Instant switchedOnAt;
    public String stateReason;
    public String changedBy;
    public Instant changedAt;
    /** Fences concurrent changes: of a pause and an application racing, one commits and the other is refused. */
    @Version
    public long version;

    static final String NAME_SEPARATOR = "\t";

    Limits limits(List<String> units) {
        return new Limits(Arrays.asList(variableNames.split(NAME_SEPARATOR, -1)), units, lower, upper, maxStep,
                minInsideSpec, maxMovesPerHour, handBackAfterMoves, handBackAt, maxMissSigma);
    }

    void limits(Limits limits) {
        variableNames = String.join(NAME_SEPARATOR, limits.names());
        lower = limits.lower();
        upper = limits.upper();
        maxStep = limits.maxStep();
        minInsideSpec = limits.minInsideSpec();
        maxMovesPerHour = limits.maxMovesPerHour();
        handBackAfterMoves = limits.handBackAfterMoves();
        handBackAt = limits.handBackAt();
        maxMissSigma = limits.maxMissSigma();
    }
}
