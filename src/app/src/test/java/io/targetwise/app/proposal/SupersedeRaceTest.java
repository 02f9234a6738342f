package io.targetwise.app.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Objects;
import java.util.stream.Stream;

import jakarta.inject.Inject;
import jakarta.persistence.OptimisticLockException;

import org.hibernate.StaleObjectStateException;
import org.junit.jupiter.api.Test;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** A refit supersedes open proposals while an operator approves one: the approval must lose, not both win. */
@QuarkusTest
class SupersedeRaceTest {
    @Inject
    ProcessService processes;

    @Test
    void aDecisionThatReadTheProposalBeforeItWasSupersededFailsItsVersionCheck() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        long id = ConsoleFixtures.proposal(process, new double[] {5, 5});

        assertThatThrownBy(() -> QuarkusTransaction.requiringNew().run(() -> {
            ProposalEntity read = ProposalEntity.findById(id);
            assertThat(read.status).isEqualTo(ProposalStatus.OPEN);
            QuarkusTransaction.requiringNew().run(() -> assertThat(ProposalEntity.supersedeOpen(process.id())).isOne());
            read.status = ProposalStatus.APPROVED;
            ProposalEntity.flush();
        })).satisfies(e -> assertThat(Stream.iterate(e, Objects::nonNull, Throwable::getCause))
                .anyMatch(t -> t instanceof OptimisticLockException || t instanceof StaleObjectStateException));
        assertThat(QuarkusTransaction.requiringNew().call(() -> ProposalEntity.<ProposalEntity>findById(id).status))
                .isEqualTo(ProposalStatus.SUPERSEDED);
    }
}
