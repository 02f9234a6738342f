package io.targetwise.core.acquisition;

import io.targetwise.core.Ids;

/** How the robust acquisitions treat the fitted aleatoric variance sigma_a^2(x). */
public enum AleatoricTreatment {
    /**
     * Averaged over its posterior, log sigma_a^2 ~ N(log a, s^2), with the incumbent the smallest posterior expected
     * error at a design point; see {@link UncertainAleatoricAcquisitions}.
     */
    INTEGRATED("integrated"),
    /**
     * The paper's form (Hoffer, Ranftl and Geiger 2023): sigma_a^2 taken as known and equal to the fitted a, the
     * incumbent E_min = min_i (m(x_i) - y*)^2 + a(x_i) (eq. 8); kept for comparison.
     */
    PLUG_IN("plug-in");

    private final String id;

    AleatoricTreatment(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException listing the valid ids */
    public static AleatoricTreatment fromId(String id) {
        return Ids.lookup(AleatoricTreatment.class, AleatoricTreatment::id, id, "aleatoric treatment");
    }
}
