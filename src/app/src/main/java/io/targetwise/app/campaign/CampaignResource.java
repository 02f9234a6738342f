package io.targetwise.app.campaign;

import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.identity.SecurityIdentity;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;
import io.targetwise.app.setpoint.SetpointCommandEntity;

@Path("/api/processes/{processId}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Campaigns", description = "Campaign settings, proposals, decisions and the setpoint audit trail")
@RolesAllowed(Roles.OPERATOR)
public class CampaignResource {
    private final CampaignService campaigns;
    private final CampaignSettingsService settings;
    private final CampaignHistory history;
    private final ProposalDecisions decisions;
    private final ProcessService processes;
    private final SecurityIdentity identity;

    CampaignResource(CampaignService campaigns, CampaignSettingsService settings, CampaignHistory history,
            ProposalDecisions decisions, ProcessService processes, SecurityIdentity identity) {
        this.campaigns = campaigns;
        this.settings = settings;
        this.history = history;
        this.decisions = decisions;
        this.processes = processes;
        this.identity = identity;
    }

    /** How many setpoints to propose now; absent: the campaign's batch size. */
    public record ProposalRequest(Integer count) {
    }

    /** A setpoint command as the audit trail shows it. */
    public record SetpointCommandView(String commandId, String kind, Long proposalId,
            java.util.Map<String, Double> setpoints, String issuedBy, java.time.Instant issuedAt, String reason,
            java.time.Instant publishedAt) {

        public static SetpointCommandView of(SetpointCommandEntity c, ProcessDefinition process) {
            return new SetpointCommandView(c.commandId, c.kind.name(), c.proposalId, process.namedSetpoints(c.setpoint),
                    c.issuedBy, c.issuedAt, c.reason, c.publishedAt);
        }
    }

    @GET
    @Path("/campaign")
    @Operation(summary = "The campaign settings of a process (defaults until changed)")
    public CampaignSettings settings(@PathParam("processId") long processId) {
        return settings.settings(processId);
    }

    @PUT
    @Path("/campaign")
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Choose the surrogate, acquisition and batch size of a process's campaign")
    @APIResponse(responseCode = "400", description = "Unknown surrogate or acquisition, or batch size out of range")
    public CampaignSettings configure(@PathParam("processId") long processId, CampaignSettings settings) {
        return this.settings.configure(processId, settings);
    }

    @GET
    @Path("/campaign/history")
    @Operation(summary = "Every refit with its incumbent E_min: the convergence history")
    public List<CampaignIterationView> history(@PathParam("processId") long processId) {
        return history.iterations(processes.require(processId));
    }

    @GET
    @Path("/proposals")
    @Operation(summary = "Proposals of a process, newest first; filter by status (OPEN, APPROVED, REJECTED, SUPERSEDED)")
    public List<ProposalView> proposals(@PathParam("processId") long processId, @QueryParam("status") ProposalStatus status) {
        ProcessDefinition process = processes.require(processId);
        return QuarkusTransaction.requiringNew().call(() -> ProposalEntity.forProcess(processId, status).stream()
                .map(p -> Proposals.view(p, process)).toList());
    }

    @POST
    @Path("/proposals")
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Propose the next setpoint(s) now from a model brought up to date with every measurement")
    @APIResponse(responseCode = "409", description = "The data cannot support a model yet (e.g. fewer than two setpoints)")
    public List<ProposalView> propose(@PathParam("processId") long processId, ProposalRequest request) {
        return campaigns.proposeNow(processId, request == null ? null : request.count());
    }

    @POST
    @Path("/revert")
    @Operation(summary = "Send the plant back to the last good setpoint")
    @APIResponse(responseCode = "409", description = "No good setpoint is known yet")
    public SetpointCommandView revert(@PathParam("processId") long processId, DecisionRequest request) {
        SetpointCommandEntity command = decisions.revert(processId, DecisionRequest.by(identity, request));
        return SetpointCommandView.of(command, processes.require(processId));
    }

    @GET
    @Path("/setpoint-commands")
    @Operation(summary = "The audit trail: every setpoint command issued for a process, newest first")
    public List<SetpointCommandView> commands(@PathParam("processId") long processId) {
        ProcessDefinition process = processes.require(processId);
        return QuarkusTransaction.requiringNew().call(() -> SetpointCommandEntity.forProcess(processId).stream()
                .map(c -> SetpointCommandView.of(c, process)).toList());
    }
}
