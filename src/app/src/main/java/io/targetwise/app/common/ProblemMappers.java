package io.targetwise.app.common;

import java.util.List;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

import io.targetwise.core.surrogate.ModelFittingException;

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

    @ServerExceptionMapper
    Response toUnavailable(UnavailableException e) {
        long seconds = Math.max(1, (e.retryAfter().toMillis() + 999) / 1000);
        return Response.status(Response.Status.SERVICE_UNAVAILABLE).type(MediaType.APPLICATION_JSON)
                .header(HttpHeaders.RETRY_AFTER, seconds).entity(new Problem("Service Unavailable", e.getMessage()))
                .build();
    }

    /** Too little data for a model is a state the campaign grows out of, not a server error. */
    @ServerExceptionMapper
    Response toConflict(ModelFittingException e) {
        return problem(Response.Status.CONFLICT, "Conflict", "the data cannot support a model yet: " + e.getMessage());
    }

    /** A body whose values have the wrong type is refused like any invalid field. */
    @ServerExceptionMapper
    Response toBadRequest(MismatchedInputException e) {
        return invalidBody(JsonFieldErrors.of(e));
    }

    /**
     * The REST layer's own refusals (a body that is not JSON, an unsupported method or media type, a path parameter
     * of the wrong type) as problem documents too, keeping the status and headers it chose.
     */
    @ServerExceptionMapper
    Response toProblem(WebApplicationException e, HttpHeaders request) {
        if (e.getCause() instanceof StreamReadException notJson) {
            return invalidBody(JsonFieldErrors.of(notJson));
        }
        if (e.getCause() instanceof DatabindException wrongType) {
            return invalidBody(JsonFieldErrors.of(wrongType));
        }
        Response.StatusType status = e.getResponse().getStatusInfo();
        String detail = status.getStatusCode() == Response.Status.UNSUPPORTED_MEDIA_TYPE.getStatusCode()
                ? "Content-Type " + request.getHeaderString(HttpHeaders.CONTENT_TYPE) + " is not one this endpoint"
                        + " consumes: JSON endpoints take " + MediaType.APPLICATION_JSON + " (each endpoint's in /q/openapi)"
                : e.getMessage();
        return Response.fromResponse(e.getResponse()).type(MediaType.APPLICATION_JSON)
                .entity(new Problem(status.getReasonPhrase(), detail)).build();
    }

    private static Response invalidBody(FieldError error) {
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.APPLICATION_JSON)
                .entity(new ValidationProblem("Invalid request body", List.of(error))).build();
    }

    private static Response problem(Response.Status status, String title, String detail) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(new Problem(title, detail)).build();
    }
}
