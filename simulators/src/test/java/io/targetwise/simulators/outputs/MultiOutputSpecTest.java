package io.targetwise.simulators.outputs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.simulators.ProcessSpec.DesignVariable;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiOutputSpecTest {
    private static final List<DesignVariable> X = List.of(new DesignVariable("x", "", 0, 1, 0));

    @Test
    void aCharacteristicNamesItsBadField() {
        assertThat(QualityCharacteristic.of("length", "mm", 10, 2).halfTolerance()).isEqualTo(2);
        assertThatThrownBy(() -> QualityCharacteristic.of("length", "mm", 10, 0)).hasMessageContaining("length: "
                + "specification limits");
        assertThatThrownBy(() -> new QualityCharacteristic("length", "mm", 12, 9, 11))
                .hasMessageContaining("specification limits");
        assertThatThrownBy(() -> QualityCharacteristic.of("length", "mm", Double.NaN, 1))
                .hasMessageContaining("length: target");
        assertThatThrownBy(() -> QualityCharacteristic.of("length", null, 1, 1)).hasMessageContaining("unit");
        assertThatThrownBy(() -> QualityCharacteristic.of(" ", "mm", 1, 1)).hasMessageContaining("name");
    }

    @Test
    void aSpecNamesItsBadField() {
        QualityCharacteristic length = QualityCharacteristic.of("length", "mm", 10, 1);
        assertThatThrownBy(() -> new MultiOutputSpec("p", List.of(), List.of(length)))
                .hasMessageContaining("designVariables");
        assertThatThrownBy(() -> new MultiOutputSpec("p", X, List.of())).hasMessageContaining("characteristics");
        assertThatThrownBy(() -> new MultiOutputSpec("p", List.of(X.get(0), X.get(0)), List.of(length)))
                .hasMessageContaining("'x' appears twice");
        assertThatThrownBy(() -> new MultiOutputSpec("p", X, List.of(length, length)))
                .hasMessageContaining("'length' appears twice");
        assertThatThrownBy(() -> new MultiOutputSpec("", X, List.of(length))).hasMessageContaining("id");
    }
}
