package io.targetwise.app.chain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/** Stored form of a {@link ChainDefinition}; the schema is owned by the Flyway migrations (V20). */
@Entity
@Table(name = "process_chain")
class ChainEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "process_chain_seq")
    @SequenceGenerator(name = "process_chain_seq", sequenceName = "process_chain_seq", allocationSize = 50)
    public Long id;

    public String name;
    public Instant createdAt;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "process_chain_stage", joinColumns = @JoinColumn(name = "chain_id"))
    @OrderColumn(name = "position")
    public List<StageColumns> stages = new ArrayList<>();

    static Optional<ChainEntity> findByName(String name) {
        return find("name", name).firstResultOptional();
    }

    ChainDefinition toDefinition() {
        return new ChainDefinition(id, name,
                stages.stream().map(s -> new ChainDefinition.Stage(s.processId, s.upstreamVariable)).toList());
    }

    @Embeddable
    public static class StageColumns {
        @Column(name = "process_id")
        public long processId;
        @Column(name = "upstream_variable")
        public String upstreamVariable;

        protected StageColumns() {
        }

        StageColumns(long processId, String upstreamVariable) {
            this.processId = processId;
            this.upstreamVariable = upstreamVariable;
        }
    }
}
