package io.targetwise.app.security;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities;
import io.targetwise.app.common.Problem;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;

/**
 * Cross-site request forgery. A browser attaches the session cookie to every request for the application, whichever
 * site's page made it (SameSite=Strict keeps it from most, not from a sibling site on the same domain nor from every
 * browser), so a request that changes state (POST, PUT, PATCH, DELETE) borne by the cookie must show that one of the
 * application's own pages made it: its {@code Origin}, or without one its {@code Referer}, must be the request's own
 * scheme, host and port (as the proxy forwards them), or one of {@code targetwise.http.allowed-origins}. The sign-in
 * form's post is checked the same way, cookie or not: a page elsewhere must not sign a browser in as its author's
 * account. Anything else is answered 403 with a problem document before authentication runs, so a refused sign-in
 * checks no password. Machine clients authenticate with HTTP Basic and send no session cookie: they are not asked.
 *
 * <p>The console's own requests need no exemption: Vaadin's UIDL and heartbeat posts are same-origin {@code fetch}
 * calls, and browsers send {@code Origin} with every POST (the browser tests run the console through this check);
 * Vaadin checks its own CSRF token in each UIDL request besides.
 */
@ApplicationScoped
class CrossSiteRequests {
    private static final Set<HttpMethod> STATE_CHANGING = Set.of(HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH,
            HttpMethod.DELETE);

    private final String cookieName;
    private final String signInPath;
    private final List<Origin> allowedOrigins;
    private final ObjectMapper json;

    CrossSiteRequests(@ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String cookieName,
            @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
            String signInPath,
            @ConfigProperty(name = "targetwise.http.allowed-origins") Optional<List<String>> allowedOrigins,
            ObjectMapper json) {
        this.cookieName = cookieName;
        this.signInPath = signInPath;
        this.allowedOrigins = allowedOrigins.orElse(List.of()).stream().map(origin -> Origin.parse(origin).orElseThrow(
                () -> new IllegalArgumentException("targetwise.http.allowed-origins: not an origin (scheme://host[:port]): "
                        + origin))).toList();
        this.json = json;
    }

    /** Before authentication, which answers the sign-in form's post itself. */
    void register(@Observes Filters filters) {
        filters.register(this::check, SecurityHandlerPriorities.AUTHENTICATION + 1);
    }

    private void check(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        boolean signIn = request.method() == HttpMethod.POST && signInPath.equals(request.path());
        if (!STATE_CHANGING.contains(request.method()) || !(signIn || request.getCookie(cookieName) != null)) {
            rc.next();
            return;
        }
        String origin = request.getHeader(HttpHeaderNames.ORIGIN);
        String claimed = origin != null ? origin : request.getHeader(HttpHeaderNames.REFERER);
        Optional<Origin> own = Origin.of(request);
        if (claimed == null) {
            refuse(rc, "carries neither Origin nor Referer");
        } else if (Origin.parse(claimed).filter(from -> own.filter(from::equals).isPresent()
                || allowedOrigins.contains(from)).isEmpty()) {
            refuse(rc, "comes from " + (origin != null ? "Origin " : "Referer ") + claimed + " (the application is at "
                    + own.map(Origin::text).orElse("an address the request does not name") + ")");
        } else {
            rc.next();
        }
    }

    private void refuse(RoutingContext rc, String why) {
        String body;
        try {
            body = json.writeValueAsString(new Problem("Forbidden", "a request that changes state in a signed-in"
                    + " session, or signs in, must come from the application's own pages, but it " + why));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a problem document is always JSON", e);
        }
        rc.response().setStatusCode(403).putHeader(HttpHeaderNames.CONTENT_TYPE, "application/json")
                .putHeader(HttpHeaderNames.CACHE_CONTROL, "no-store").end(body);
    }
}
