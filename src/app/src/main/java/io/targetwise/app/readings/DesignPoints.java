package io.targetwise.app.readings;

import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;
import jakarta.persistence.TypedQuery;

/** How the design points the ingest keeps are read: every query on them outside the ingest is here. */
@ApplicationScoped
public class DesignPoints {
    private final EntityManager em;

    DesignPoints(EntityManager em) {
        this.em = em;
    }

    /** The process's design points in the order they were first measured. */
    @Transactional
    public List<StoredDesignPoint> of(long processId) {
        return query(processId).getResultStream().map(DesignPoints::stored).toList();
    }

    /** One page of {@link #of}, in the same order. */
    @Transactional
    public List<StoredDesignPoint> page(long processId, PageRequest page) {
        return query(processId).setFirstResult(page.offset()).setMaxResults(page.size()).getResultStream()
                .map(DesignPoints::stored).toList();
    }

    private static StoredDesignPoint stored(Object[] r) {
        return new StoredDesignPoint((double[]) r[0], (Long) r[1], (Double) r[2], (Double) r[3], (Instant) r[4],
                (Instant) r[5]);
    }

    private TypedQuery<Object[]> query(long processId) {
        return em.createQuery("select d.setpoint, d.replicates, d.mean, d.sumSquaredDeviations, d.firstMeasuredAt,"
                + " d.lastMeasuredAt from DesignPoint d where d.processId = ?1 order by d.firstMeasuredAt, d.id",
                Object[].class).setParameter(1, processId);
    }

    /** How many distinct setpoints the process has run. */
    @Transactional
    public long count(long processId) {
        return em.createQuery("select count(d) from DesignPoint d where d.processId = ?1", Long.class)
                .setParameter(1, processId).getSingleResult();
    }

    /** Setpoints of the process that have all their replicates (the initial design counts these). */
    @Transactional
    public long completed(ProcessDefinition process) {
        return em.createQuery("select count(d) from DesignPoint d where d.processId = ?1 and d.replicates >= ?2",
                Long.class).setParameter(1, process.id()).setParameter(2, (long) process.replicates())
                .getSingleResult();
    }
}
