package io.targetwise.app.security;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.quarkus.vertx.http.runtime.filters.Filters;

/**
 * Every 401 says how to authenticate ({@code WWW-Authenticate: Basic}), as HTTP requires. The form sign-in, tried
 * first for browsers, answers its own refusals without the header; API clients authenticate with HTTP Basic.
 */
@ApplicationScoped
class AuthenticationChallenge {
    static final String CHALLENGE = "Basic realm=\"Targetwise\", charset=\"UTF-8\"";

    void register(@Observes Filters filters) {
        filters.register(request -> {
            request.addHeadersEndHandler(ignored -> {
                if (request.response().getStatusCode() == 401
                        && !request.response().headers().contains(HttpHeaderNames.WWW_AUTHENTICATE)) {
                    request.response().putHeader(HttpHeaderNames.WWW_AUTHENTICATE, CHALLENGE);
                }
            });
            request.next();
        }, Integer.MAX_VALUE);
    }
}
