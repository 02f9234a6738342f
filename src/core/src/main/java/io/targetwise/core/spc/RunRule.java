package io.targetwise.core.spc;

/**
 * The run rules of a Shewhart chart as Nelson (1984, J. Quality Technology 16(4)) numbered them; the Western Electric
 * Handbook (1956) rules are the first four of {@link RuleSet#WESTERN_ELECTRIC}. Each names the pattern an operator
 * reads at the flagged point, which is the last point of the pattern.
 */
public enum RunRule {
    BEYOND_3_SIGMA(1, "1 point beyond 3 sigma"),
    NINE_ON_ONE_SIDE(2, "9 points in a row on one side of the centre line"),
    EIGHT_ON_ONE_SIDE(2, "8 points in a row on one side of the centre line"),
    SIX_TRENDING(3, "6 points in a row steadily increasing or decreasing"),
    FOURTEEN_ALTERNATING(4, "14 points in a row alternating up and down"),
    TWO_OF_THREE_BEYOND_2_SIGMA(5, "2 of 3 points in a row beyond 2 sigma on one side"),
    FOUR_OF_FIVE_BEYOND_1_SIGMA(6, "4 of 5 points in a row beyond 1 sigma on one side"),
    FIFTEEN_WITHIN_1_SIGMA(7, "15 points in a row within 1 sigma of the centre line"),
    EIGHT_BEYOND_1_SIGMA_BOTH_SIDES(8, "8 points in a row beyond 1 sigma, on both sides, none within");

    private final int nelsonNumber;
    private final String description;

    RunRule(int nelsonNumber, String description) {
        this.nelsonNumber = nelsonNumber;
        this.description = description;
    }

    /** The rule's number in Nelson's list (the 8-point side run is Western Electric's form of Nelson's rule 2). */
    public int nelsonNumber() {
        return nelsonNumber;
    }

    public String description() {
        return description;
    }
}
