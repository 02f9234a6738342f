package io.targetwise.app.proposal;

import io.targetwise.app.common.PageRequest;
import io.targetwise.core.proposal.SelectionRule;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.ValueList;

/** A stored proposal: the setpoint, what the model predicted there, and the decision taken on it. */
@Entity
@Table(name = "proposal")
class ProposalEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "proposal_seq")
    @SequenceGenerator(name = "proposal_seq", sequenceName = "proposal_seq", allocationSize = 50)
    public Long id;

    public long processId;
    public Instant createdAt;
    @Enumerated(EnumType.STRING)
    public ProposalStatus status;
    @Convert(converter = ValueList.class)
    @Column(name = "setpoint_values")
    public double[] setpoint;
    public double predictedMean;
    public double epistemicSd;
    public double aleatoricSd;
    /** The forecast's Student-t degrees of freedom; null for a normal forecast (V32). */
    public Double forecastDegreesOfFreedom;
    public double expectedSquaredError;
    public double insideSpecProbability;
    public String acquisitionKind;
    public double acquisitionValue;
    public double incumbentError;
    @Convert(converter = ValueList.class)
    @Column(name = "incumbent_values")
    public double[] incumbentSetpoint;
    public int modelVersion;
    /** Per design variable (null before effects were recorded): where the move started, see {@link ProposalView.Effect}. */
    @Convert(converter = ValueList.class)
    @Column(name = "effect_from_values")
    public double[] effectFrom;
    @Convert(converter = ValueList.class)
    @Column(name = "mean_effect_values")
    public double[] meanEffects;
    @Convert(converter = ValueList.class)
    @Column(name = "spread_effect_values")
    public double[] spreadEffects;
    /** {@code acquisition}, {@code fallback} or {@code offset-compensation}: the rule that chose the setpoint. */
    public String selectionRule = SelectionRule.ACQUISITION.id();
    public String selectionReason = "";
    /** Proposals of this process in a row, this one included, that the fallback chose; 0 for the acquisition's. */
    public int fallbackStreak;
    /** The drift this proposal's forecast includes: 0, except for a proposal that compensates a drift alarm. */
    public double driftOffset;
    public String decidedBy;
    public Instant decidedAt;
    public String decisionReason;
    /** Why the autopilot left this proposal to a person (the limits it failed); null if it never considered it. */
    public String autopilotHold;
    /** The limits its search kept to ({@code campaign.OperatingLimits}); null before V27. */
    public String searchedWithin;
    /** The application instance that proposed it. */
    public String createdBy;
    /** The round it belongs to ({@link ProposalRounds}); null before V30. */
    public String roundQuestion;
    public Integer roundNumber;
    /** Its place in the round, best first. */
    public Integer roundRank;
    /** Incremented by each decision, so that of two decisions racing on one proposal only the first commits. */
    @Version
    public long version;

    /**
     * Supersedes every open proposal of the process, bumping each one's version as a decision would: a decision that
     * read the proposal as open before this then fails its version check instead of approving a superseded proposal
     * (a bulk update bypasses Hibernate's own versioning).
     */
    static int supersedeOpen(long processId) {
        return update("status = ?1, version = version + 1 where processId = ?2 and status = ?3", ProposalStatus.SUPERSEDED,
                processId, ProposalStatus.OPEN);
    }

    /** The most recent proposal of the process, if any. */
    static Optional<ProposalEntity> latest(long processId) {
        return find("processId", Sort.descending("createdAt", "id"), processId).firstResultOptional();
    }

    /**
     * The fallback streak of a new proposal: one more than the latest proposal's when the fallback chose it too,
     * 0 when the acquisition did.
     */
    static int fallbackStreak(boolean chosenByFallback, Optional<ProposalEntity> latest) {
        return chosenByFallback ? latest.map(p -> p.fallbackStreak).orElse(0) + 1 : 0;
    }

    /**
     * The number a new round for the question takes: the latest round's while any of its proposals is open (the
     * database then refuses the round as a duplicate), one past it once that one is fully decided, 0 for the first.
     */
    static int nextRound(long processId, String question) {
        Integer latest = getEntityManager().createQuery("select max(p.roundNumber) from ProposalEntity p"
                + " where p.processId = ?1 and p.roundQuestion = ?2", Integer.class).setParameter(1, processId)
                .setParameter(2, question).getSingleResult();
        if (latest == null) {
            return 0;
        }
        boolean open = count("processId = ?1 and roundQuestion = ?2 and roundNumber = ?3 and status = ?4", processId,
                question, latest, ProposalStatus.OPEN) > 0;
        return open ? latest : latest + 1;
    }

    /** The proposals of the question's latest round, best first. */
    static List<ProposalEntity> latestRound(long processId, String question) {
        return list("processId = ?1 and roundQuestion = ?2 and roundNumber = (select max(q.roundNumber)"
                + " from ProposalEntity q where q.processId = ?1 and q.roundQuestion = ?2)", Sort.by("roundRank"),
                processId, question);
    }

    static List<ProposalEntity> forProcess(long processId, ProposalStatus status, PageRequest page) {
        return (status == null
                ? find("processId", Sort.descending("createdAt", "id"), processId)
                : find("processId = ?1 and status = ?2", Sort.descending("createdAt", "id"), processId, status))
                .<ProposalEntity>page(page.toPanache()).list();
    }

    /**
     * Records why the autopilot left the proposal to a person, if it is still open. A bulk update, so the version a
     * person's decision was read at stays valid: the note is no decision and must not turn one into a conflict.
     */
    static int hold(long proposalId, String reason) {
        return update("autopilotHold = ?1 where id = ?2 and status = ?3", reason, proposalId, ProposalStatus.OPEN);
    }

    static long countOpen(long processId) {
        return count("processId = ?1 and status = ?2", processId, ProposalStatus.OPEN);
    }
}
