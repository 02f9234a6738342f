package io.targetwise.core.proposal;

/** Which rule chose a proposed setpoint; a proposal also carries the reason in words. */
public enum SelectionRule {
    /** The campaign's acquisition, maximised over the search space. */
    ACQUISITION("acquisition"),
    /**
     * The acquisition was flat (its best score negligible, {@code AcquisitionKind.isNegligible}), so its fallback
     * ranked the candidates instead of an arbitrary first one.
     */
    FALLBACK("fallback"),
    /**
     * After a drift alarm: the run setpoint that best meets the target once the drift, measured as an offset at the
     * running setpoint, is added to the model's means ({@code Campaign#compensate}).
     */
    OFFSET_COMPENSATION("offset-compensation"),
    /**
     * More readings at a setpoint run before: their expected gain per reading beat the acquisition's new setpoint's
     * ({@link ReplicationRule}).
     */
    REPLICATION("replication"),
    /**
     * A setpoint of the initial design ({@code design.SpaceFillingDesign}), or a move towards one within the maximum
     * steps: no model chose it, so it carries no forecast.
     */
    INITIAL_DESIGN("initial-design");

    private final String id;

    SelectionRule(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
