package io.targetwise.app.process;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

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
import jakarta.persistence.Version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/** Stored form of a {@link ProcessDefinition}; the schema is owned by the Flyway migrations. */
@Entity
@Table(name = "process_definition")
public class ProcessEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "process_definition_seq")
    @SequenceGenerator(name = "process_definition_seq", sequenceName = "process_definition_seq", allocationSize = 50)
    public Long id;

    public String name;
    public String description;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "process_design_variable", joinColumns = @JoinColumn(name = "process_id"))
    @OrderColumn(name = "position")
    public List<DesignVariableColumns> designVariables = new ArrayList<>();

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "process_environmental_variable", joinColumns = @JoinColumn(name = "process_id"))
    @OrderColumn(name = "position")
    public List<EnvironmentalVariableColumns> environmentalVariables = new ArrayList<>();

    public String outputName;
    public String outputUnit;
    @Column(name = "target_value")
    public double target;
    public double lowerSpecLimit;
    public double upperSpecLimit;
    public int replicates;
    public Instant createdAt;
    public Instant updatedAt;
    @Version
    public long version;

    public static Optional<ProcessEntity> findByName(String name) {
        return find("name", name).firstResultOptional();
    }

    /** Every process's name by its id, for comparing names without loading the definitions. */
    static Map<Long, String> namesById() {
        return getEntityManager().createQuery("select p.id, p.name from ProcessEntity p", Object[].class)
                .getResultStream().collect(Collectors.toMap(row -> (Long) row[0], row -> (String) row[1]));
    }

    /** Copies every user-editable field from a validated definition. */
    void apply(ProcessDefinition d) {
        name = d.name().strip();
        description = d.description() == null || d.description().isBlank() ? null : d.description().strip();
        designVariables.clear();
        d.designVariables().forEach(v -> designVariables.add(new DesignVariableColumns(v.name().strip(), v.unit().strip(),
                v.lowerBound(), v.upperBound(), v.resolution(), v.maxStep())));
        environmentalVariables.clear();
        d.environmentalVariables().forEach(v -> environmentalVariables.add(
                new EnvironmentalVariableColumns(v.name().strip(), v.unit().strip())));
        outputName = d.output().name().strip();
        outputUnit = d.output().unit().strip();
        target = d.target();
        lowerSpecLimit = d.lowerSpecLimit();
        upperSpecLimit = d.upperSpecLimit();
        replicates = d.replicates();
    }

    ProcessDefinition toDefinition() {
        return new ProcessDefinition(id, name, description,
                designVariables.stream().map(v -> new ProcessDefinition.DesignVariable(v.name, v.unit, v.lowerBound,
                        v.upperBound, v.resolution, v.maxStep)).toList(),
                environmentalVariables.stream().map(v -> new ProcessDefinition.EnvironmentalVariable(v.name, v.unit)).toList(),
                new ProcessDefinition.Output(outputName, outputUnit), target, lowerSpecLimit, upperSpecLimit, replicates);
    }

    @Embeddable
    public static class DesignVariableColumns {
        public String name;
        public String unit;
        public double lowerBound;
        public double upperBound;
        public Double resolution;
        public Double maxStep;

        protected DesignVariableColumns() {
        }

        DesignVariableColumns(String name, String unit, double lowerBound, double upperBound, Double resolution,
                Double maxStep) {
            this.name = name;
            this.unit = unit;
            this.lowerBound = lowerBound;
            this.upperBound = upperBound;
            this.resolution = resolution;
            this.maxStep = maxStep;
        }
    }

    @Embeddable
    public static class EnvironmentalVariableColumns {
        public String name;
        public String unit;

        protected EnvironmentalVariableColumns() {
        }

        EnvironmentalVariableColumns(String name, String unit) {
            this.name = name;
            this.unit = unit;
        }
    }
}
