package io.targetwise.app.monitoring;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.ReplicateGroup;
import io.targetwise.core.spc.ControlLimits;
import io.targetwise.core.spc.RunRule;
import io.targetwise.core.spc.RunRules;

/**
 * The running setpoint under statistical control: control limits from the process's own spread at that setpoint
 * (another setpoint has another mean) and the Western Electric rules its readings break. What the run chart draws
 * and what raises a run-rule alarm.
 *
 * @param running the readings at the running setpoint
 * @param violations by reading index within {@code running}
 */
public record ControlCheck(ReplicateGroup running, ControlLimits limits, List<RunRules.Violation> violations) {

    /** Readings at one setpoint before its control limits mean anything. */
    public static final int CONTROL_BASELINE = 8;

    public ControlCheck {
        violations = List.copyOf(violations);
    }

    /** Empty while the running setpoint has fewer than {@value #CONTROL_BASELINE} readings or no spread. */
    public static Optional<ControlCheck> of(ReplicateGroup running) {
        double[] outputs = running.outputs();
        // Identical readings (a quantised gauge) leave no spread to set limits from.
        if (outputs.length < CONTROL_BASELINE || Arrays.stream(outputs).allMatch(v -> v == outputs[0])) {
            return Optional.empty();
        }
        ControlLimits limits = ControlLimits.fromIndividuals(outputs);
        return Optional.of(new ControlCheck(running, limits,
                RunRules.evaluate(outputs, limits, RunRules.RuleSet.WESTERN_ELECTRIC)));
    }

    /** The running setpoint of the readings (oldest first): the last replicate group, checked. */
    public static Optional<ControlCheck> ofLatest(List<Reading> readings) {
        List<ReplicateGroup> groups = ReplicateGroup.of(readings);
        return groups.isEmpty() ? Optional.empty() : of(groups.get(groups.size() - 1));
    }

    /** The rules the newest reading breaks. */
    public List<RunRule> brokenAtNewest() {
        int newest = running.readings().size() - 1;
        return violations.stream().filter(v -> v.index() == newest).map(RunRules.Violation::rule).toList();
    }

    /** What the operator reads at a flagged point, e.g. "rule 5: 2 of 3 points in a row beyond 2 sigma on one side". */
    public static String ruleName(RunRule rule) {
        return "rule " + rule.nelsonNumber() + ": " + rule.description();
    }
}
