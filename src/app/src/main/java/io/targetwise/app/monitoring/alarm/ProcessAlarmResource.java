package io.targetwise.app.monitoring.alarm;

import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.common.PageParameters;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;
import jakarta.ws.rs.BeanParam;

@Path("/api/processes/{processId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Alarms")
@RolesAllowed(Roles.OPERATOR)
public class ProcessAlarmResource {
    private final Alarms alarms;
    private final ProcessService processes;

    ProcessAlarmResource(Alarms alarms, ProcessService processes) {
        this.alarms = alarms;
        this.processes = processes;
    }

    @GET
    @Path("/alarms")
    @Operation(summary = "The alarms of a process, newest first, open or acknowledged, a page at a time")
    public List<AlarmView> alarms(@PathParam("processId") long processId, @BeanParam PageParameters page) {
        return alarms.forProcess(processes.require(processId).id(), page.request());
    }
}
