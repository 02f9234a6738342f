package io.targetwise.app.autopilot;

import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.security.identity.SecurityIdentity;
import io.targetwise.app.common.PageParameters;
import io.targetwise.app.proposal.DecisionRequest;
import io.targetwise.app.security.Roles;

/** A process's autopilot over REST; who acts is the authenticated user, whose role is checked again with the act. */
@Path("/api/processes/{processId}/autopilot")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Autopilot")
@RolesAllowed(Roles.OPERATOR)
public class AutopilotResource {
    private final Autopilots autopilots;
    private final SecurityIdentity identity;

    AutopilotResource(Autopilots autopilots, SecurityIdentity identity) {
        this.autopilots = autopilots;
        this.identity = identity;
    }

    @GET
    @Operation(summary = "The autopilot's state, why it is in it, and its limits")
    public AutopilotView autopilot(@PathParam("processId") long processId) {
        return autopilots.view(processId);
    }

    @GET
    @Path("/events")
    @Operation(summary = "The autopilot's audit trail, newest first, a page at a time")
    public List<AutopilotEventView> events(@PathParam("processId") long processId, @BeanParam PageParameters page) {
        return autopilots.events(processId, page.request());
    }

    @PUT
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Switch the autopilot on with these limits (again, with new ones, from any state)")
    @APIResponse(responseCode = "400", description = "A limit is invalid; each one is named")
    @APIResponse(responseCode = "409", description = "An alarm it falls back on is open")
    public AutopilotView switchOn(@PathParam("processId") long processId, AutopilotLimits limits) {
        return autopilots.switchOn(processId, limits, user());
    }

    @POST
    @Path("/pause")
    @Operation(summary = "Pause the autopilot: proposals wait for a person until an engineer resumes it")
    @APIResponse(responseCode = "409", description = "It is not ON")
    public AutopilotView pause(@PathParam("processId") long processId, DecisionRequest request) {
        return autopilots.pause(processId, user(), reason(request));
    }

    @POST
    @Path("/resume")
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Resume a paused or suspended autopilot with its limits")
    @APIResponse(responseCode = "409", description = "It is not paused or suspended, an alarm it falls back on is"
            + " open, or its limits are used up")
    public AutopilotView resume(@PathParam("processId") long processId, DecisionRequest request) {
        return autopilots.resume(processId, user(), reason(request));
    }

    @POST
    @Path("/off")
    @Operation(summary = "Switch the autopilot off: every proposal waits for a person")
    @APIResponse(responseCode = "409", description = "It is off already")
    public AutopilotView switchOff(@PathParam("processId") long processId, DecisionRequest request) {
        return autopilots.switchOff(processId, user(), reason(request));
    }

    private String user() {
        return identity.getPrincipal().getName();
    }

    private static String reason(DecisionRequest request) {
        return request == null ? null : request.reason();
    }
}
