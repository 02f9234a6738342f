package io.targetwise.app.proposal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class FallbackStreakTest {

    @Test
    void fallbackProposalsCountUpAndAnAcquisitionProposalResetsTheStreak() {
        assertThat(ProposalEntity.fallbackStreak(true, Optional.empty())).isEqualTo(1);
        assertThat(ProposalEntity.fallbackStreak(true, Optional.of(withStreak(2)))).isEqualTo(3);
        assertThat(ProposalEntity.fallbackStreak(false, Optional.of(withStreak(4)))).isZero();
        assertThat(ProposalEntity.fallbackStreak(false, Optional.empty())).isZero();
    }

    private static ProposalEntity withStreak(int streak) {
        ProposalEntity e = new ProposalEntity();
        e.fallbackStreak = streak;
        return e;
    }
}
