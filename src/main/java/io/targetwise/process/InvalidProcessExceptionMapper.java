package io.targetwise.process;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

class InvalidProcessExceptionMapper {

    @ServerExceptionMapper
    Response toBadRequest(InvalidProcessException e) {
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.APPLICATION_JSON)
                .entity(new ValidationProblem("Invalid process definition", e.errors())).build();
    }
}
