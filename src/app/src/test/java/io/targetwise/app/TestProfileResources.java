package io.targetwise.app;

import io.quarkus.test.common.QuarkusTestResource;
import io.targetwise.app.kafka.EmbeddedKafkaTestResource;

/** Registers the test resources every {@code @QuarkusTest} in this suite shares (one application, one broker). */
@QuarkusTestResource(EmbeddedKafkaTestResource.class)
public final class TestProfileResources {
    private TestProfileResources() {
    }
}
