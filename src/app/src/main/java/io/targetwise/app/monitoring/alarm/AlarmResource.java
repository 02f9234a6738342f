package io.targetwise.app.monitoring.alarm;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.security.identity.SecurityIdentity;
import io.targetwise.app.security.Roles;

@Path("/api/alarms")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Alarms", description = "Alarms per process and their acknowledgement")
@RolesAllowed(Roles.OPERATOR)
public class AlarmResource {
    private final Alarms alarms;
    private final SecurityIdentity identity;

    AlarmResource(Alarms alarms, SecurityIdentity identity) {
        this.alarms = alarms;
        this.identity = identity;
    }

    @POST
    @Path("/{alarmId}/acknowledge")
    @Operation(summary = "Acknowledge an open alarm as the signed-in user, with an optional reason")
    @APIResponse(responseCode = "409", description = "The alarm was acknowledged already")
    public AlarmView acknowledge(@PathParam("alarmId") long alarmId, AcknowledgeRequest request) {
        return alarms.acknowledge(alarmId, identity.getPrincipal().getName(), request == null ? null : request.reason());
    }
}
