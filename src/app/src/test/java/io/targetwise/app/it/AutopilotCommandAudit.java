package io.targetwise.app.it;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import io.targetwise.app.autopilot.TestPlant;

/**
 * The autopilot's commands for one process, settled once the loop is stopped and every command in flight delivered:
 * from the shared database (the {@code setpoint_command} audit trail and the autopilot's APPLIED events) and from what
 * the plant received on the setpoints topic.
 *
 * @param twice proposals with more than one command, each as (proposal id, commands)
 * @param approved commands the autopilot issued for a proposal it approved
 * @param applied the autopilot's APPLIED events
 * @param audited every command of the process in the audit trail
 * @param reverts reverts the autopilot's fallback issued
 * @param auditedIds the audited commands' ids
 * @param received the command ids the plant received (a re-delivered one counts once)
 * @param deliveries the records the plant received, re-deliveries included
 * @param issuers who issued the commands the plant received
 */
record AutopilotCommandAudit(List<List<Object>> twice, long approved, long applied, long audited, long reverts,
        Set<String> auditedIds, Set<String> received, int deliveries, Set<String> issuers) {

    static AutopilotCommandAudit settle(TwoInstances stack, long processId, TestPlant plant) throws SQLException {
        List<List<Object>> twice = stack.query("select proposal_id, count(*) from setpoint_command where process_id = ?"
                + " group by proposal_id having count(*) > 1", processId);
        Set<String> auditedIds = stack.query("select command_id from setpoint_command where process_id = ?", processId)
                .stream().map(r -> (String) r.get(0)).collect(Collectors.toSet());
        return new AutopilotCommandAudit(twice,
                count(stack, "select count(*) from setpoint_command where process_id = ? and kind = 'APPROVED' and"
                        + " issued_by = 'autopilot'", processId),
                count(stack, "select count(*) from autopilot_event where process_id = ? and kind = 'APPLIED'",
                        processId),
                count(stack, "select count(*) from setpoint_command where process_id = ?", processId),
                count(stack, "select count(*) from setpoint_command where process_id = ? and kind = 'REVERT' and"
                        + " issued_by = 'autopilot'", processId),
                auditedIds,
                plant.commands().stream().map(c -> c.get("commandId").asText()).collect(Collectors.toSet()),
                plant.commands().size(),
                plant.commands().stream().map(c -> c.get("issuedBy").asText()).collect(Collectors.toSet()));
    }

    private static long count(TwoInstances stack, String sql, long processId) throws SQLException {
        return ((Number) stack.query(sql, processId).get(0).get(0)).longValue();
    }

    /** Audited commands the plant never received. */
    Set<String> notReceived() {
        return auditedIds.stream().filter(id -> !received.contains(id)).collect(Collectors.toSet());
    }

    /** Commands the plant received that the audit trail does not hold. */
    Set<String> notAudited() {
        return received.stream().filter(id -> !auditedIds.contains(id)).collect(Collectors.toSet());
    }

    /** The checks that failed, each as one sentence; empty when every check held. */
    List<String> failures() {
        List<String> failed = new ArrayList<>();
        if (!twice.isEmpty()) {
            failed.add("proposals with more than one command: " + twice);
        }
        if (approved != applied) {
            failed.add("approved commands %d != APPLIED events %d".formatted(approved, applied));
        }
        if (audited != approved + reverts) {
            failed.add("audited %d != approved %d + reverts %d".formatted(audited, approved, reverts));
        }
        if (!notReceived().isEmpty()) {
            failed.add("audited commands the plant did not receive: " + notReceived());
        }
        if (!notAudited().isEmpty()) {
            failed.add("commands received that are not audited: " + notAudited());
        }
        if (!issuers.isEmpty() && !issuers.equals(Set.of("autopilot"))) {
            failed.add("commands issued by others than the autopilot: " + issuers);
        }
        return failed;
    }
}
