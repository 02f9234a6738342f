package io.targetwise.app.chain;

import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletionException;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.chain.ChainViews.ChainPlanView;
import io.targetwise.app.chain.ChainViews.ChainRunView;
import io.targetwise.app.common.QueryParameters;
import io.targetwise.app.common.ValidationProblem;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.security.Roles;

@Path("/api/chains")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Process chains", description = "Processes run one after the other on the same pieces, planned together")
@RolesAllowed(Roles.OPERATOR)
public class ChainResource {
    private final ChainService chains;
    private final ChainPlanning planning;

    ChainResource(ChainService chains, ChainPlanning planning) {
        this.chains = chains;
        this.planning = planning;
    }

    @GET
    @Operation(summary = "List all chains, by name")
    public List<ChainDefinition> list() {
        return chains.list();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "Read one chain")
    @APIResponse(responseCode = "404", description = "No chain with this id")
    public ChainDefinition get(@PathParam("id") long id) {
        return chains.require(id);
    }

    @POST
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Create a chain of existing processes")
    @APIResponse(responseCode = "201", description = "Created; Location names the new chain")
    @APIResponse(responseCode = "400", description = "Invalid definition; every offending field is listed",
            content = @Content(schema = @Schema(implementation = ValidationProblem.class)))
    public Response create(ChainDefinition definition) {
        ChainDefinition created = chains.create(definition);
        return Response.created(URI.create("/api/chains/" + created.id())).entity(created).build();
    }

    @GET
    @Path("/{id}/runs")
    @Operation(summary = "The newest pieces (batch ids), each with every stage's newest good reading of it")
    public List<ChainRunView> runs(@PathParam("id") long id,
            @QueryParam("limit") @Parameter(schema = @Schema(type = SchemaType.INTEGER, defaultValue = "20")) String limit) {
        return chains.runs(id, QueryParameters.wholeNumber("limit", limit, 20));
    }

    /**
     * Takes no body, yet consumes only JSON (the class's): a cross-site HTML form can post only form-encoded, multipart
     * or plain text, and the session cookie would go with it.
     */
    @POST
    @Path("/{id}/plan")
    @Operation(summary = "Plan setpoints for the chain's stages: all of them, or with batch, the stages a piece has"
            + " still to go through, given what its latest stage measured")
    @APIResponse(responseCode = "409", description = "Too few readings for a stage's model, or the batch has no"
            + " stage left")
    @APIResponse(responseCode = "503", description = "The plan did not finish within targetwise.chain.plan-timeout"
            + " (default 60 s); it is given up, and Retry-After says when to try again")
    public ChainPlanView plan(@PathParam("id") long id, @QueryParam("batch") String batchId) {
        if (batchId != null && (batchId.isBlank() || batchId.length() > MeasurementMessage.BATCH_ID_LENGTH)) {
            throw new BadRequestException("batch must be 1 to " + MeasurementMessage.BATCH_ID_LENGTH + " characters");
        }
        try {
            return (batchId == null ? planning.planAll(id) : planning.replan(id, batchId)).join();
        } catch (CompletionException e) {
            // The planner's own exceptions (not found, too few readings, busy, timed out) map to their problem
            // documents.
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }
}
