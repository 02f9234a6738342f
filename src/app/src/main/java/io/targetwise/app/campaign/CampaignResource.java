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
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.security.identity.SecurityIdentity;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.PageParameters;
import io.targetwise.app.common.QueryParameters;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.DecisionRequest;
import io.targetwise.app.proposal.ProposalDecisions;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.proposal.ProposalView;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.security.Roles;
import io.targetwise.app.setpoint.SetpointCommandView;
import io.targetwise.app.setpoint.SetpointCommands;
import jakarta.ws.rs.BeanParam;

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
    private final Proposals proposals;
    private final SetpointCommands commands;
    private final ProcessService processes;
    private final SecurityIdentity identity;

    CampaignResource(CampaignService campaigns, CampaignSettingsService settings, CampaignHistory history,
            ProposalDecisions decisions, Proposals proposals, SetpointCommands commands, ProcessService processes,
            SecurityIdentity identity) {
        this.campaigns = campaigns;
        this.settings = settings;
        this.history = history;
        this.decisions = decisions;
        this.proposals = proposals;
        this.commands = commands;
        this.processes = processes;
        this.identity = identity;
    }

    /** How many setpoints to propose now; absent: the campaign's batch size. */
    public record ProposalRequest(Integer count) {
    }

    @GET
    @Path("/campaign")
    @Operation(summary = "The campaign settings of a process (defaults until changed)")
    public CampaignSettingsBody settings(@PathParam("processId") long processId) {
        return CampaignSettingsBody.of(settings.settings(processId));
    }

    @PUT
    @Path("/campaign")
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Choose the surrogate, acquisition and batch size of a process's campaign")
    @APIResponse(responseCode = "400", description = "Unknown surrogate or acquisition, or batch size out of range")
    public CampaignSettingsBody configure(@PathParam("processId") long processId, CampaignSettingsBody settings) {
        if (settings == null) {
            throw new InvalidRequestException("Invalid campaign settings", "body", "campaign settings are required");
        }
        return CampaignSettingsBody.of(this.settings.configure(processId, settings.parse()));
    }

    @GET
    @Path("/campaign/history")
    @Operation(summary = "The refits with their incumbent E_min, newest first, a page at a time: the convergence history")
    public List<CampaignIterationView> history(@PathParam("processId") long processId, @BeanParam PageParameters page) {
        return history.iterations(processes.require(processId), page.request());
    }

    @GET
    @Path("/proposals")
    @Operation(summary = "Proposals of a process, newest first, a page at a time; filter by status (OPEN, APPROVED,"
            + " REJECTED, SUPERSEDED)")
    public List<ProposalView> proposals(@PathParam("processId") long processId,
            @QueryParam("status") @Parameter(schema = @Schema(implementation = ProposalStatus.class)) String status,
            @BeanParam PageParameters page) {
        return proposals.of(processes.require(processId), QueryParameters.oneOf(ProposalStatus.class, "status", status),
                page.request());
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
        return decisions.revert(processId, DecisionRequest.by(identity, request));
    }

    @GET
    @Path("/setpoint-commands")
    @Operation(summary = "The audit trail: the setpoint commands issued for a process, newest first, a page at a time")
    public List<SetpointCommandView> commands(@PathParam("processId") long processId, @BeanParam PageParameters page) {
        return commands.auditTrail(processes.require(processId), page.request());
    }
}
