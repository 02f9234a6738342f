package io.targetwise.common;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import io.targetwise.surrogate.ModelFittingException;

/** Turns the application's refusals into problem answers a client can act on; services never speak HTTP. */
class ProblemMappers {

    @ServerExceptionMapper
    Response toBadRequest(InvalidRequestException e) {
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.APPLICATION_JSON)
                .entity(new ValidationProblem(e.title(), e.errors())).build();
    }

    @ServerExceptionMapper
    Response toNotFound(NotFoundException e) {
        return problem(Response.Status.NOT_FOUND, "Not Found", e.getMessage());
    }

    @ServerExceptionMapper
    Response toConflict(ConflictException e) {
        return problem(Response.Status.CONFLICT, "Conflict", e.getMessage());
    }

    /** Too little data for a model is a state the campaign grows out of, not a server error. */
    @ServerExceptionMapper
    Response toConflict(ModelFittingException e) {
        return problem(Response.Status.CONFLICT, "Conflict", "the data cannot support a model yet: " + e.getMessage());
    }

    private static Response problem(Response.Status status, String title, String detail) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(new Problem(title, detail)).build();
    }
}
