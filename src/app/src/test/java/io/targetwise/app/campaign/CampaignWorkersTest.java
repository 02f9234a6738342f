package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.targetwise.app.common.ConflictException;
import io.targetwise.core.surrogate.ModelFittingException;

/** Too little data and a busy lease are expected while a campaign runs; anything else is a fault and counted. */
class CampaignWorkersTest {
    private final SimpleMeterRegistry metrics = new SimpleMeterRegistry();
    private final CampaignWorkers workers = new CampaignWorkers(1, metrics);

    @AfterEach
    void stop() {
        workers.stop();
    }

    private double failures() {
        return metrics.get("targetwise.campaign.failures").counter().count();
    }

    @Test
    void workRunsOnThePoolAndItsResultComesBack() throws Exception {
        assertThat(workers.submit(1, () -> Thread.currentThread().getName()).get()).startsWith("campaign-worker-");
        assertThat(failures()).isZero();
    }

    @Test
    void dataTooThinForAModelAndABusyLeaseAreNotFailures() {
        assertThatThrownBy(() -> workers.submit(1, () -> {
            throw new ModelFittingException("no measurements yet");
        }).join()).isInstanceOf(CompletionException.class).hasCauseInstanceOf(ModelFittingException.class);
        assertThatThrownBy(() -> workers.submit(1, () -> {
            throw new ConflictException("another instance is working on it");
        }).join()).hasCauseInstanceOf(ConflictException.class);

        assertThat(failures()).isZero();
    }

    @Test
    void anyOtherExceptionSurfacesToTheCallerAndIsCounted() {
        assertThatThrownBy(() -> workers.submit(1, () -> {
            throw new IllegalStateException("a bug");
        }).get()).isInstanceOf(ExecutionException.class).hasCauseInstanceOf(IllegalStateException.class);

        assertThat(failures()).isEqualTo(1);
    }

    @Test
    void aPoolWithoutWorkersIsAConfigurationError() {
        assertThatThrownBy(() -> new CampaignWorkers(0, metrics)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("targetwise.campaign.workers must be >= 1");
    }
}
