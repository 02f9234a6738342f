package io.targetwise.simulators;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plantlike.InputNoise4d;
import io.targetwise.simulators.plantlike.LotSensitivity6d;
import io.targetwise.simulators.plantlike.NarrowBand2d;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every simulator of this module checks its inputs in the template before its model sees them. */
class SimulatorTemplateTest {

    static Stream<Simulator> simulators() {
        return Stream.of(ForgingSimulator.create(), NarrowBand2d.create(), InputNoise4d.create(),
                LotSensitivity6d.create());
    }

    /** The lower corner with the last variable just above its upper bound. */
    private static double[] outside(ProcessSpec spec) {
        double[] x = spec.lowerBounds();
        x[x.length - 1] = spec.upperBounds()[x.length - 1] + 1e-9;
        return x;
    }

    private static String lastVariable(ProcessSpec spec) {
        return spec.designVariables().get(spec.dimension() - 1).name();
    }

    @ParameterizedTest
    @MethodSource("simulators")
    void aReadingOutsideTheBoundsIsRefusedNamingTheVariable(Simulator simulator) {
        ProcessSpec spec = simulator.spec();
        double[] environment = spec.drawEnvironment(new SplittableRandom(1));

        assertThatThrownBy(() -> simulator.observe(outside(spec), environment, new SplittableRandom(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(spec.id() + ": " + lastVariable(spec) + " = ").hasMessageContaining("is outside");
        assertThatThrownBy(() -> simulator.observe(new double[spec.dimension() + 1], environment,
                new SplittableRandom(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("setpoint must have " + spec.dimension() + " values");
    }

    @ParameterizedTest
    @MethodSource("simulators")
    void aReadingUnderAnEnvironmentOfTheWrongLengthIsRefused(Simulator simulator) {
        ProcessSpec spec = simulator.spec();
        double[] environment = new double[spec.environmentalVariables().size() + 1];

        assertThatThrownBy(() -> simulator.observe(spec.lowerBounds(), environment, new SplittableRandom(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("environment must have " + spec.environmentalVariables().size() + " values");
    }

    @ParameterizedTest
    @MethodSource("simulators")
    void theTruthOutsideTheBoundsIsRefusedNamingTheVariable(Simulator simulator) {
        ProcessSpec spec = simulator.spec();

        assertThatThrownBy(() -> simulator.truth(outside(spec))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(lastVariable(spec) + " = ");
    }
}
