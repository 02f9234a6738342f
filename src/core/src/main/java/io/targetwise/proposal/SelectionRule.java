package io.targetwise.proposal;

/** Which rule chose a proposed setpoint; a proposal also carries the reason in words. */
public enum SelectionRule {
    /** The campaign's acquisition, maximised over the search space. */
    ACQUISITION("acquisition"),
    /**
     * The acquisition was flat (its best score negligible, {@code AcquisitionKind.isNegligible}), so its fallback
     * ranked the candidates instead of an arbitrary first one.
     */
    FALLBACK("fallback");

    private final String id;

    SelectionRule(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
