package io.targetwise.app.ingest;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** DOWN while the measurements stream waits for the database or the broker to come back. */
@Readiness
@ApplicationScoped
public class IngestReadiness implements HealthCheck {
    private final IngestRetry retry;

    IngestReadiness(IngestRetry retry) {
        this.retry = retry;
    }

    @Override
    public HealthCheckResponse call() {
        return retry.waiting()
                .map(w -> HealthCheckResponse.named("measurement ingest").down()
                        .withData("waitingSince", w.since().toString()).withData("fault", w.fault()).build())
                .orElseGet(() -> HealthCheckResponse.up("measurement ingest"));
    }
}
