package io.targetwise.common;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Turns the application's refusals into problem answers a client can act on. */
class ProblemMappers {

    @ServerExceptionMapper
    Response toBadRequest(InvalidRequestException e) {
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.APPLICATION_JSON)
                .entity(new ValidationProblem(e.title(), e.errors())).build();
    }

    @ServerExceptionMapper
    Response toConflict(ConflictException e) {
        return Response.status(Response.Status.CONFLICT).type(MediaType.APPLICATION_JSON)
                .entity(new Problem("Conflict", e.getMessage())).build();
    }
}
