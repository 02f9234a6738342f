package io.targetwise.app.plant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.targetwise.app.ingest.MeasurementValidator;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plant.PlantReading;
import io.targetwise.simulators.plant.VirtualPlant;
import java.time.Instant;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The forging simulator and its plant, mapped to the Kafka contract, speak the demo process's language, checked by the ingest's own validator. */
class DemoProcessContractTest {
    private final ProcessDefinition demo = DemoProcessSeeder.demoProcess();
    private final ProcessSpec spec = ForgingSimulator.create().spec();

    @Test
    void forgingSpecMatchesTheSeededDemoProcess() {
        assertThat(spec.designVariables()).hasSameSizeAs(demo.designVariables());
        for (int i = 0; i < demo.designVariables().size(); i++) {
            ProcessDefinition.DesignVariable expected = demo.designVariables().get(i);
            ProcessSpec.DesignVariable actual = spec.designVariables().get(i);
            assertThat(actual.name()).isEqualTo(expected.name());
            assertThat(actual.unit()).isEqualTo(expected.unit());
            assertThat(actual.lower()).isEqualTo(expected.lowerBound());
            assertThat(actual.upper()).isEqualTo(expected.upperBound());
            assertThat(actual.resolution()).isEqualTo(expected.resolution());
        }
        assertThat(spec.environmentalVariables()).extracting(ProcessSpec.EnvironmentalVariable::name)
                .containsExactlyElementsOf(demo.environmentalVariables().stream()
                        .map(ProcessDefinition.EnvironmentalVariable::name).toList());
        assertThat(spec.output().name()).isEqualTo(demo.output().name());
        assertThat(spec.output().unit()).isEqualTo(demo.output().unit());
        assertThat(spec.target()).isEqualTo(demo.target());
        assertThat(spec.lowerSpecLimit()).isEqualTo(demo.lowerSpecLimit());
        assertThat(spec.upperSpecLimit()).isEqualTo(demo.upperSpecLimit());
    }

    @Test
    void aContinuousSimulatorVariableIsDefinedWithoutAResolution() {
        ProcessDefinition box = DemoProcessSeeder.definitionOf(
                ProcessSpec.box("box", new double[] {0}, new double[] {1}, 0.5, 0.1), "Box", "a box", 3);

        assertThat(box.designVariables()).singleElement().satisfies(v -> {
            assertThat(v.name()).isEqualTo("x");
            assertThat(v.resolution()).isNull();
            assertThat(v.maxStep()).isNull();
        });
        assertThat(box.environmentalVariables()).isEmpty();
        assertThat(box.replicates()).isEqualTo(3);
        assertThat(box.upperSpecLimit()).isEqualTo(0.6);
    }

    @Test
    void everyPlantReadingPassesTheIngestValidator() {
        Map<String, Double> start = new LinkedHashMap<>();
        spec.designVariables().forEach(v -> start.put(v.name(), v.lower()));
        VirtualPlant plant = VirtualPlant.of(ForgingSimulator.create(), 1, start, demo.replicates(), Clock.systemUTC(), 5);
        for (int i = 0; i < 3; i++) {
            for (PlantReading reading : plant.nextBatch()) {
                assertThatCode(() -> MeasurementValidator.validate(VirtualPlantService.toMessage(reading), demo,
                        Instant.now()))
                        .doesNotThrowAnyException();
            }
            Map<String, Double> upper = new LinkedHashMap<>();
            spec.designVariables().forEach(v -> upper.put(v.name(), v.upper()));
            plant.moveTo(upper);
        }
    }
}
