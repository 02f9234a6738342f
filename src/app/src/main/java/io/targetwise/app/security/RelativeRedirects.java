package io.targetwise.app.security;

import java.net.URI;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;

/**
 * A redirect to the application itself names no host: Quarkus's form sign-in (to the landing or error page) and JAX-RS
 * (sign-out's 303) write an absolute Location whose host comes from the request's Host header, which any client
 * chooses; a poisoned cache or a link behind a mistaken proxy would send the browser elsewhere. Such a Location is
 * answered as the path it names, which the browser resolves against the address it actually used.
 */
@ApplicationScoped
class RelativeRedirects {

    void register(@Observes Filters filters) {
        filters.register(rc -> {
            rc.addHeadersEndHandler(ignored -> relative(rc));
            rc.next();
        }, Integer.MAX_VALUE - 1);
    }

    private static void relative(RoutingContext rc) {
        HttpServerResponse response = rc.response();
        String location = response.headers().get(HttpHeaders.LOCATION);
        if (location == null || response.getStatusCode() / 100 != 3) {
            return;
        }
        URI target;
        try {
            target = URI.create(location);
        } catch (IllegalArgumentException notAUri) {
            return;
        }
        if (target.isAbsolute() && Origin.parse(location).equals(Origin.of(rc.request()))) {
            String path = target.getRawPath() == null || target.getRawPath().isEmpty() ? "/" : target.getRawPath();
            response.putHeader(HttpHeaders.LOCATION, path + (target.getRawQuery() == null ? "" : "?" + target.getRawQuery())
                    + (target.getRawFragment() == null ? "" : "#" + target.getRawFragment()));
        }
    }
}
