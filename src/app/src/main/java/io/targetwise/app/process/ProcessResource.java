package io.targetwise.app.process;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.common.ValidationProblem;

import java.net.URI;
import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.security.Roles;

@Path("/api/processes")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Processes", description = "Process definitions: variables, target and specification limits")
@RolesAllowed(Roles.OPERATOR)
public class ProcessResource {
    private final ProcessService processes;

    ProcessResource(ProcessService processes) {
        this.processes = processes;
    }

    @GET
    @Operation(summary = "List all processes, by name")
    public List<ProcessDefinition> list() {
        return processes.list();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "Read one process")
    @APIResponse(responseCode = "404", description = "No process with this id")
    public ProcessDefinition get(@PathParam("id") long id) {
        return processes.require(id);
    }

    @POST
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Create a process")
    @APIResponse(responseCode = "201", description = "Created; Location names the new process")
    @APIResponse(responseCode = "400", description = "Invalid definition; every offending field is listed",
            content = @Content(schema = @Schema(implementation = ValidationProblem.class)))
    public Response create(ProcessDefinition definition) {
        ProcessDefinition created = processes.create(requireBody(definition));
        return Response.created(URI.create("/api/processes/" + created.id())).entity(created).build();
    }

    @PUT
    @Path("/{id}")
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Replace a process's definition")
    @APIResponse(responseCode = "400", description = "Invalid definition",
            content = @Content(schema = @Schema(implementation = ValidationProblem.class)))
    @APIResponse(responseCode = "404", description = "No process with this id")
    public ProcessDefinition update(@PathParam("id") long id, ProcessDefinition definition) {
        return processes.update(id, requireBody(definition))
                .orElseThrow(() -> new NotFoundException("no process with id " + id));
    }

    private static ProcessDefinition requireBody(ProcessDefinition definition) {
        if (definition == null) {
            throw new InvalidProcessException(List.of(new FieldError("body", "a process definition is required")));
        }
        return definition;
    }
}
