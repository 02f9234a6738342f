package io.targetwise.app.autopilot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.targetwise.app.common.ConflictException;

/** Every pair of state and action: the allowed ones lead where docs/autopilot.md says, every other one is refused. */
class AutopilotStateMachineTest {
    private static final AutopilotState OFF = AutopilotState.OFF;
    private static final AutopilotState ON = AutopilotState.ON;
    private static final AutopilotState PAUSED = AutopilotState.PAUSED;
    private static final AutopilotState SUSPENDED = AutopilotState.SUSPENDED;

    /** Written out by hand, row by row (state), column by column (action); null: refused. */
    private static Map<AutopilotAction, AutopilotState> from(AutopilotState state) {
        Map<AutopilotAction, AutopilotState> next = new EnumMap<>(AutopilotAction.class);
        switch (state) {
            case OFF -> next.put(AutopilotAction.SWITCHED_ON, ON);
            case ON -> {
                next.put(AutopilotAction.SWITCHED_ON, ON);
                next.put(AutopilotAction.PAUSED, PAUSED);
                next.put(AutopilotAction.SWITCHED_OFF, OFF);
                next.put(AutopilotAction.HANDED_BACK, OFF);
                next.put(AutopilotAction.APPLIED, ON);
                next.put(AutopilotAction.HELD, ON);
                next.put(AutopilotAction.FELL_BACK, SUSPENDED);
            }
            case PAUSED, SUSPENDED -> {
                next.put(AutopilotAction.SWITCHED_ON, ON);
                next.put(AutopilotAction.RESUMED, ON);
                next.put(AutopilotAction.SWITCHED_OFF, OFF);
                next.put(AutopilotAction.HANDED_BACK, OFF);
            }
        }
        return next;
    }

    @Test
    void everyStateAndActionIsAllowedOrRefusedAsWrittenOut() {
        int allowed = 0;
        int refused = 0;
        for (AutopilotState state : AutopilotState.values()) {
            Map<AutopilotAction, AutopilotState> expected = from(state);
            for (AutopilotAction action : AutopilotAction.values()) {
                AutopilotState to = expected.get(action);
                if (to == null) {
                    assertThatThrownBy(() -> AutopilotStateMachine.next(7, state, action)).as("%s from %s", action,
                            state).isInstanceOf(ConflictException.class).hasMessageContaining("process 7 is " + state);
                    refused++;
                } else {
                    assertThat(AutopilotStateMachine.next(7, state, action)).as("%s from %s", action, state)
                            .isEqualTo(to);
                    allowed++;
                }
            }
        }
        assertThat(allowed + refused).isEqualTo(AutopilotState.values().length * AutopilotAction.values().length);
        assertThat(allowed).isEqualTo(16);
    }

    @Test
    void aRefusalSaysWhatTheActionNeeds() {
        assertThatThrownBy(() -> AutopilotStateMachine.next(3, OFF, AutopilotAction.SWITCHED_OFF))
                .hasMessage("the autopilot of process 3 is OFF already");
        assertThatThrownBy(() -> AutopilotStateMachine.next(3, ON, AutopilotAction.RESUMED))
                .hasMessage("the autopilot of process 3 is ON, not PAUSED or SUSPENDED: switch it on with limits"
                        + " instead");
        assertThatThrownBy(() -> AutopilotStateMachine.next(3, PAUSED, AutopilotAction.PAUSED))
                .hasMessage("the autopilot of process 3 is PAUSED, not ON");
    }

    @Test
    void onlyApplyingAndHoldingAreMovesThatKeepTheState() {
        assertThat(AutopilotStateMachine.TABLE).allSatisfy((action, transition) -> assertThat(transition.move())
                .as("%s", action).isEqualTo(action == AutopilotAction.APPLIED || action == AutopilotAction.HELD));
    }
}
