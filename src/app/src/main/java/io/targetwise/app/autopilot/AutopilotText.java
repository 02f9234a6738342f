package io.targetwise.app.autopilot;

import java.util.ArrayList;
import java.util.List;

import io.targetwise.app.common.Formats;
import io.targetwise.app.process.ProcessDefinition;

/** The autopilot in words, for its audit trail and for the console. */
public final class AutopilotText {
    private AutopilotText() {
    }

    /**
     * E.g. "stroke in [60, 80] mm, steps ≤ 2 mm; in-spec share ≥ 90.0 %; ≤ 6 moves an hour; falls back on a miss
     * beyond 3σ; hands back after 20 moves".
     */
    public static String limits(AutopilotLimits limits, ProcessDefinition process) {
        List<String> parts = new ArrayList<>();
        for (ProcessDefinition.DesignVariable v : process.designVariables()) {
            AutopilotLimits.VariableLimit l = limits.variables().get(v.name());
            if (l != null) {
                parts.add(v.name() + " in [" + Formats.number(l.min()) + ", " + Formats.number(l.max()) + "] "
                        + v.unit() + ", steps ≤ " + Formats.number(l.maxStep()) + " " + v.unit());
            }
        }
        parts.add("in-spec share ≥ " + Formats.percent(limits.minInsideSpecProbability()));
        parts.add("≤ " + limits.maxMovesPerHour() + " moves an hour");
        parts.add("falls back on a forecast miss beyond " + Formats.number(limits.maxMissSigma()) + "σ");
        if (limits.handBackAfterMoves() != null) {
            parts.add("hands back after " + limits.handBackAfterMoves() + " moves");
        }
        if (limits.handBackAt() != null) {
            parts.add("hands back at " + Formats.time(limits.handBackAt()));
        }
        return String.join("; ", parts);
    }

    /**
     * One line for the process view and the processes list, e.g. "Autopilot ON · 3 moves applied", or "Autopilot ON ·
     * 0 moves applied · bringing the process into tolerance" while it has not yet been inside.
     */
    public static String state(AutopilotView autopilot) {
        return switch (autopilot.state()) {
            case OFF -> "Autopilot OFF";
            case ON -> "Autopilot ON · " + autopilot.movesApplied() + " move" + (autopilot.movesApplied() == 1 ? "" : "s")
                    + " applied" + (autopilot.insideToleranceSeen() ? "" : " · bringing the process into tolerance");
            case PAUSED -> "Autopilot PAUSED";
            case SUSPENDED -> "Autopilot SUSPENDED";
        };
    }
}
