package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A store-thread count outside 1..8 refuses the start (the consumer starts with the application), naming the property. */
class MeasurementIngestConfigurationTest {

    @Test
    void aStoreThreadCountOutsideItsRangeIsRefusedNamingTheProperty() {
        for (int threads : new int[] {0, MeasurementIngest.MAX_STORE_THREADS + 1}) {
            assertThatThrownBy(() -> new MeasurementIngest(null, null, null, null, null, null, null, null, threads))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("targetwise.ingest.store-threads must be in 1..8, got " + threads);
        }
    }
}
