package io.targetwise.app.proposal;

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

@Path("/api/proposals")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Campaigns")
@RolesAllowed(Roles.OPERATOR)
public class ProposalDecisionResource {
    private final ProposalDecisions decisions;
    private final SecurityIdentity identity;

    ProposalDecisionResource(ProposalDecisions decisions, SecurityIdentity identity) {
        this.decisions = decisions;
        this.identity = identity;
    }

    @POST
    @Path("/{proposalId}/approve")
    @Operation(summary = "Approve an open proposal: publishes exactly one setpoint command and records it")
    @APIResponse(responseCode = "409", description = "The proposal is not open")
    public ProposalView approve(@PathParam("proposalId") long proposalId, DecisionRequest request) {
        return decisions.approve(proposalId, DecisionRequest.by(identity, request));
    }

    @POST
    @Path("/{proposalId}/reject")
    @Operation(summary = "Reject an open proposal with a reason")
    @APIResponse(responseCode = "400", description = "No reason given")
    public ProposalView reject(@PathParam("proposalId") long proposalId, DecisionRequest request) {
        return decisions.reject(proposalId, DecisionRequest.by(identity, request));
    }

}
