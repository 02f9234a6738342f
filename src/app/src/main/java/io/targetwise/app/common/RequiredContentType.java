package io.targetwise.app.common;

import java.util.Optional;
import java.util.Set;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * A request that changes state names the content type its endpoint consumes, body or not: the REST layer matches a
 * request without Content-Type to any endpoint, so a bodiless POST that a page on another site can send (a form, an
 * image's ping) would reach an endpoint that only a JSON client should. An endpoint that allows no body still wants the
 * type, with an empty body. A wrong type the REST layer refuses itself (415).
 */
class RequiredContentType {
    private static final Set<String> STATE_CHANGING = Set.of(HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH,
            HttpMethod.DELETE);

    @ServerRequestFilter
    Optional<Response> requireContentType(ContainerRequestContext request, ResourceInfo resource) {
        if (!STATE_CHANGING.contains(request.getMethod()) || request.getHeaderString(HttpHeaders.CONTENT_TYPE) != null) {
            return Optional.empty();
        }
        return consumes(resource).map(type -> Response.status(Response.Status.UNSUPPORTED_MEDIA_TYPE)
                .type(MediaType.APPLICATION_JSON)
                .entity(new Problem("Unsupported Media Type", "Content-Type must be " + type + ", got none")).build());
    }

    private static Optional<String> consumes(ResourceInfo resource) {
        if (resource == null || resource.getResourceMethod() == null) {
            return Optional.empty();
        }
        Consumes consumes = resource.getResourceMethod().getAnnotation(Consumes.class);
        if (consumes == null) {
            consumes = resource.getResourceClass().getAnnotation(Consumes.class);
        }
        return consumes == null ? Optional.empty() : Optional.of(String.join(" or ", consumes.value()));
    }
}
