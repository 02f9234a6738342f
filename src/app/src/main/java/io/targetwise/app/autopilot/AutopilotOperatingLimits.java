package io.targetwise.app.autopilot;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.targetwise.app.campaign.OperatingLimits;
import io.targetwise.app.process.ProcessDefinition;

/**
 * The autopilot's box and step as the campaign's search limits while it is ON or PAUSED (a pause is a short break; the
 * proposals waiting for the resume should be ones it may apply). Limits that no longer fit the definition are not in
 * force: the autopilot hands back on such a change.
 */
@ApplicationScoped
class AutopilotOperatingLimits implements OperatingLimits {
    static final Set<AutopilotState> IN_FORCE = EnumSet.of(AutopilotState.ON, AutopilotState.PAUSED);

    @Override
    @Transactional
    public Optional<Box> inForce(ProcessDefinition process) {
        return AutopilotEntity.<AutopilotEntity>findByIdOptional(process.id())
                .filter(a -> IN_FORCE.contains(a.state) && a.variableNames != null)
                .flatMap(a -> Optional.of(a.limits(Autopilots.units(process)))
                        .filter(limits -> limits.misfits(process).isEmpty())
                        .map(limits -> limits.searchBox(a.changedAt)));
    }
}
