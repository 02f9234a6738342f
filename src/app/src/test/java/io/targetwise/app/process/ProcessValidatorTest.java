package io.targetwise.app.process;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.plant.DemoProcessSeeder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class ProcessValidatorTest {

    private static ProcessDefinition valid() {
        return DemoProcessSeeder.demoProcess();
    }

    private static List<String> fieldsOf(ProcessDefinition p) {
        return ProcessValidator.validate(p).stream().map(FieldError::field).toList();
    }

    private static ProcessDefinition withDesignVariables(UnaryOperator<List<ProcessDefinition.DesignVariable>> change) {
        ProcessDefinition p = valid();
        return new ProcessDefinition(null, p.name(), p.description(), change.apply(new ArrayList<>(p.designVariables())),
                p.environmentalVariables(), p.output(), p.target(), p.lowerSpecLimit(), p.upperSpecLimit(), p.replicates());
    }

    private static ProcessDefinition withLimits(Double target, Double lsl, Double usl) {
        ProcessDefinition p = valid();
        return new ProcessDefinition(null, p.name(), p.description(), p.designVariables(), p.environmentalVariables(),
                p.output(), target, lsl, usl, p.replicates());
    }

    /** 100 values of up to 24 characters and their commas fit the 4000-character value columns; 400 did not. */
    @Test
    void theNumberOfVariablesIsBounded() {
        List<ProcessDefinition.DesignVariable> design = new ArrayList<>();
        List<ProcessDefinition.EnvironmentalVariable> environment = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            design.add(new ProcessDefinition.DesignVariable("x" + i, "mm", 0.0, 1.0, null));
            environment.add(new ProcessDefinition.EnvironmentalVariable("e" + i, "K"));
        }
        ProcessDefinition p = valid();
        ProcessDefinition tooMany = new ProcessDefinition(null, p.name(), null, design, environment, p.output(),
                p.target(), p.lowerSpecLimit(), p.upperSpecLimit(), p.replicates());
        assertThat(ProcessValidator.validate(tooMany)).extracting(FieldError::field, FieldError::message).containsExactly(
                org.assertj.core.groups.Tuple.tuple("designVariables", "at most 100 design variables, got 101"),
                org.assertj.core.groups.Tuple.tuple("environmentalVariables", "at most 100 environmental variables, got 101"));
        ProcessDefinition atTheBound = new ProcessDefinition(null, p.name(), null, design.subList(0, 100),
                environment.subList(0, 100), p.output(), p.target(), p.lowerSpecLimit(), p.upperSpecLimit(), p.replicates());
        assertThat(ProcessValidator.validate(atTheBound)).isEmpty();
    }

    @Test
    void aMaximumStepMustBePositiveWithinTheRangeAndAtLeastOneResolutionStep() {
        UnaryOperator<List<ProcessDefinition.DesignVariable>> step = vars -> {
            vars.set(0, new ProcessDefinition.DesignVariable("press stroke", "mm", 20.0, 100.0, 0.5, 0.0));
            vars.set(1, new ProcessDefinition.DesignVariable("press speed", "mm/s", 5.0, 25.0, 0.5, 21.0));
            vars.set(2, new ProcessDefinition.DesignVariable("billet diameter", "mm", 80.0, 120.0, 0.1, 0.05));
            vars.set(3, new ProcessDefinition.DesignVariable("billet height", "mm", 120.0, 200.0, 0.1, 10.0));
            return vars;
        };
        assertThat(ProcessValidator.validate(withDesignVariables(step)))
                .extracting(FieldError::field, FieldError::message).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("designVariables[0].maxStep", "must be a positive number, got 0.0"),
                        org.assertj.core.groups.Tuple.tuple("designVariables[1].maxStep",
                                "must not exceed the range upperBound - lowerBound (20.0)"),
                        org.assertj.core.groups.Tuple.tuple("designVariables[2].maxStep",
                                "must be at least the resolution (0.1), or the variable could never move"));
    }

    @Test
    void theDefaultMaximumStepIsAQuarterOfTheRangeAndNeverBelowOneResolutionStep() {
        assertThat(new ProcessDefinition.DesignVariable("t", "degC", 1000.0, 1150.0, 1.0).effectiveMaxStep())
                .isEqualTo(37.5);
        assertThat(new ProcessDefinition.DesignVariable("t", "degC", 1000.0, 1150.0, 1.0, 20.0).effectiveMaxStep())
                .isEqualTo(20.0);
        assertThat(new ProcessDefinition.DesignVariable("n", "", 0.0, 2.0, 1.0).effectiveMaxStep()).isEqualTo(1.0);
    }

    @Test
    void demoProcessIsValid() {
        assertThat(ProcessValidator.validate(valid())).isEmpty();
    }

    @Test
    void emptyProcessNameIsRefused() {
        ProcessDefinition p = valid();
        ProcessDefinition blank = new ProcessDefinition(null, "  ", p.description(), p.designVariables(),
                p.environmentalVariables(), p.output(), p.target(), p.lowerSpecLimit(), p.upperSpecLimit(), p.replicates());
        assertThat(fieldsOf(blank)).containsExactly("name");
    }

    @Test
    void markupInANameOrUnitIsRefusedWhereverItIs() {
        String markup = "<img src=x onerror=alert(1)>";
        ProcessDefinition p = valid();
        ProcessDefinition hostile = new ProcessDefinition(null, "Press <b>2</b>", p.description(),
                List.of(new ProcessDefinition.DesignVariable(markup, "mm", 0.0, 1.0, null),
                        new ProcessDefinition.DesignVariable("speed", "mm\"/s", 0.0, 1.0, null)),
                List.of(new ProcessDefinition.EnvironmentalVariable("humidity's", "%")),
                new ProcessDefinition.Output("diameter & more", "mm"), p.target(), p.lowerSpecLimit(), p.upperSpecLimit(),
                p.replicates());
        List<FieldError> errors = ProcessValidator.validate(hostile);
        assertThat(errors).extracting(FieldError::field).containsExactlyInAnyOrder("name", "designVariables[0].name",
                "designVariables[1].unit", "environmentalVariables[0].name", "output.name");
        assertThat(errors.get(0).message()).startsWith("may contain only letters, digits, spaces and ");
    }

    @Test
    void namesAndUnitsAsPlantsWriteThemPass() {
        ProcessDefinition p = valid();
        ProcessDefinition everyday = new ProcessDefinition(null, "Line 2 (A) #3, Werk Süd: Presse_1.b", p.description(),
                List.of(new ProcessDefinition.DesignVariable("Temperatur Zone 2", "°C", 0.0, 1.0, null),
                        new ProcessDefinition.DesignVariable("torque", "N·m", 0.0, 1.0, null),
                        new ProcessDefinition.DesignVariable("flow", "m³/h", 0.0, 1.0, null)),
                List.of(new ProcessDefinition.EnvironmentalVariable("relative humidity", "%")),
                new ProcessDefinition.Output("roughness Ra", "µm"), p.target(), p.lowerSpecLimit(), p.upperSpecLimit(),
                p.replicates());
        assertThat(ProcessValidator.validate(everyday)).isEmpty();
    }

    @Test
    void invertedBoundsNameTheUpperBound() {
        ProcessDefinition p = withDesignVariables(vars -> {
            vars.set(1, new ProcessDefinition.DesignVariable("press speed", "mm/s", 25.0, 5.0, null));
            return vars;
        });
        List<FieldError> errors = ProcessValidator.validate(p);
        assertThat(errors).extracting(FieldError::field).containsExactly("designVariables[1].upperBound");
        assertThat(errors.get(0).message()).contains("greater than lowerBound");
    }

    @Test
    void equalBoundsAreRefused() {
        ProcessDefinition p = withDesignVariables(vars -> {
            vars.set(0, new ProcessDefinition.DesignVariable("press stroke", "mm", 5.0, 5.0, null));
            return vars;
        });
        assertThat(fieldsOf(p)).containsExactly("designVariables[0].upperBound");
    }

    @Test
    void nonFiniteBoundIsRefused() {
        ProcessDefinition p = withDesignVariables(vars -> {
            vars.set(0, new ProcessDefinition.DesignVariable("press stroke", "mm", Double.NEGATIVE_INFINITY, 5.0, null));
            return vars;
        });
        assertThat(fieldsOf(p)).containsExactly("designVariables[0].lowerBound");
    }

    @Test
    void nonPositiveOrOversizedResolutionIsRefused() {
        ProcessDefinition zero = withDesignVariables(vars -> {
            vars.set(0, new ProcessDefinition.DesignVariable("press stroke", "mm", 20.0, 100.0, 0.0));
            return vars;
        });
        ProcessDefinition tooCoarse = withDesignVariables(vars -> {
            vars.set(0, new ProcessDefinition.DesignVariable("press stroke", "mm", 20.0, 100.0, 200.0));
            return vars;
        });
        assertThat(fieldsOf(zero)).containsExactly("designVariables[0].resolution");
        assertThat(fieldsOf(tooCoarse)).containsExactly("designVariables[0].resolution");
    }

    @Test
    void atLeastOneDesignVariableIsRequired() {
        assertThat(fieldsOf(withDesignVariables(vars -> List.of()))).containsExactly("designVariables");
    }

    @Test
    void emptyVariableNameAndUnitAreRefused() {
        ProcessDefinition p = withDesignVariables(vars -> {
            vars.set(2, new ProcessDefinition.DesignVariable("", " ", 1.0, 2.0, null));
            return vars;
        });
        assertThat(fieldsOf(p)).containsExactlyInAnyOrder("designVariables[2].name", "designVariables[2].unit");
    }

    @Test
    void duplicateVariableNamesAreRefusedAcrossDesignAndEnvironment() {
        ProcessDefinition dupDesign = withDesignVariables(vars -> {
            vars.set(1, new ProcessDefinition.DesignVariable("press stroke", "mm", 1.0, 2.0, null));
            return vars;
        });
        assertThat(fieldsOf(dupDesign)).containsExactly("designVariables[1].name");

        ProcessDefinition p = valid();
        ProcessDefinition dupEnvironment = new ProcessDefinition(null, p.name(), p.description(), p.designVariables(),
                List.of(new ProcessDefinition.EnvironmentalVariable("billet height", "mm")), p.output(), p.target(),
                p.lowerSpecLimit(), p.upperSpecLimit(), p.replicates());
        assertThat(fieldsOf(dupEnvironment)).containsExactly("environmentalVariables[0].name");
    }

    /**
     * Names are compared by their NFKC form mapped to a skeleton of look-alike letters, so a Cyrillic or Greek letter,
     * or a full-width one, does not make a second variable that reads as the first.
     */
    @Test
    void aLookAlikeOfAnotherVariablesNameIsADuplicate() {
        for (String lookAlike : new String[] {"pr\u0435ss stroke", "\uff50ress stroke", "press str\u03bfke",
            "\u0440ress stroke"}) {
            ProcessDefinition twin = withDesignVariables(vars -> {
                vars.set(1, new ProcessDefinition.DesignVariable(lookAlike, "mm", 1.0, 2.0, null));
                return vars;
            });
            assertThat(ProcessValidator.validate(twin)).as(lookAlike).extracting(FieldError::field, FieldError::message)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("designVariables[1].name",
                            "duplicate variable name '" + lookAlike + "' (reads as 'press stroke')"));
        }
        ProcessDefinition cyrillic = withDesignVariables(vars -> {
            vars.set(1, new ProcessDefinition.DesignVariable("\u0434\u0430\u0432\u043b\u0435\u043d\u0438\u0435", "mm",
                    1.0, 2.0, null));
            return vars;
        });
        assertThat(ProcessValidator.validate(cyrillic)).as("a name in another script that reads differently").isEmpty();
    }

    @Test
    void targetOutsideTheLimitsIsRefused() {
        assertThat(fieldsOf(withLimits(150.0, 138.0, 142.0))).containsExactly("target");
        assertThat(fieldsOf(withLimits(138.0, 138.0, 142.0))).containsExactly("target");
    }

    @Test
    void invertedSpecificationLimitsAreRefused() {
        assertThat(fieldsOf(withLimits(140.0, 142.0, 138.0))).containsExactly("upperSpecLimit");
    }

    @Test
    void missingLimitsAreEachNamed() {
        assertThat(fieldsOf(withLimits(null, null, Double.NaN)))
                .containsExactlyInAnyOrder("target", "lowerSpecLimit", "upperSpecLimit");
    }

    @Test
    void missingOutputIsRefused() {
        ProcessDefinition p = valid();
        ProcessDefinition noOutput = new ProcessDefinition(null, p.name(), p.description(), p.designVariables(),
                p.environmentalVariables(), null, p.target(), p.lowerSpecLimit(), p.upperSpecLimit(), p.replicates());
        assertThat(fieldsOf(noOutput)).containsExactly("output");
    }

    @Test
    void replicatesMustBePositive() {
        ProcessDefinition p = valid();
        ProcessDefinition zero = new ProcessDefinition(null, p.name(), p.description(), p.designVariables(),
                p.environmentalVariables(), p.output(), p.target(), p.lowerSpecLimit(), p.upperSpecLimit(), 0);
        assertThat(fieldsOf(zero)).containsExactly("replicates");
    }

    @Test
    void requireValidReportsEveryProblemAtOnce() {
        ProcessDefinition p = withLimits(null, 142.0, 138.0);
        assertThatThrownBy(() -> ProcessValidator.requireValid(p))
                .isInstanceOf(InvalidProcessException.class)
                .hasMessageContaining("target: is required")
                .hasMessageContaining("upperSpecLimit");
    }
}
