package io.targetwise.core.surrogate.composite;

import io.targetwise.core.surrogate.Measurement;
import java.util.List;

/** Checks shared by the fitters (values themselves are checked when a {@link Measurement} is built). */
final class Measurements {
    private Measurements() {
    }

    static void requireUsable(List<Measurement> measurements) {
        if (measurements == null || measurements.isEmpty()) {
            throw new IllegalArgumentException("measurements must not be empty");
        }
        for (int i = 0; i < measurements.size(); i++) {
            if (measurements.get(i) == null) {
                throw new IllegalArgumentException("measurement " + i + " is null");
            }
        }
    }
}
