package io.targetwise.app.monitoring.forecast;

import java.time.Instant;
import java.util.List;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.PageRequest;

/** What the plant delivered at an approved proposal's setpoint against what the proposal predicted (V18). */
@Entity
@Table(name = "forecast_outcome")
public class ForecastOutcomeEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "forecast_outcome_seq")
    @SequenceGenerator(name = "forecast_outcome_seq", sequenceName = "forecast_outcome_seq", allocationSize = 50)
    public Long id;

    public long proposalId;
    public long processId;
    public double predictedMean;
    public double epistemicSd;
    public double aleatoricSd;
    /** The forecast's Student-t degrees of freedom; null for a normal forecast (V32). */
    public Double degreesOfFreedom;
    /** Readings whose mean was compared: the process's replicate count. */
    public int replicates;
    /** Predictive sd of one reading: sqrt(epistemic² + aleatoric²). */
    public double readingSd;
    /** Scale of the forecast for the mean of the replicates, sqrt(epistemic² + aleatoric²/n): its sd when normal. */
    public double meanSd;
    public double deliveredMean;
    /**
     * The miss as a normal-equivalent z: Phi^-1 of the forecast's CDF at the delivered mean ((delivered − predicted) /
     * meanSd when normal).
     */
    public double missSigma;
    /** Whether the delivered mean lies in the forecast's 90 % interval (predicted ± 1.645 · meanSd when normal). */
    public boolean insideInterval;
    /** Source time of the last reading compared. */
    public Instant measuredUntil;
    public Instant recordedAt;

    /** The process's outcomes, newest first. */
    static List<ForecastOutcomeEntity> forProcess(long processId, PageRequest page) {
        return find("processId", Sort.descending("recordedAt", "id"), processId).<ForecastOutcomeEntity>page(
                page.toPanache()).list();
    }

    /** How many outcomes the process has, and how many of them hit their interval. */
    static long[] judgedAndHits(long processId) {
        return new long[] {count("processId", processId),
            count("processId = ?1 and insideInterval = true", processId)};
    }

    static boolean recorded(long proposalId) {
        return count("proposalId", proposalId) > 0;
    }
}
