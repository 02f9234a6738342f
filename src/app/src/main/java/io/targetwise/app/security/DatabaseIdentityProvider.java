package io.targetwise.app.security;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;

/**
 * Checks a username and password (form sign-in or HTTP Basic) against the users table, after the wait its user's
 * recent failures impose, unless the user from this client, or the client, has failed too often lately
 * ({@link SignInThrottle}) or too many passwords are being checked at once ({@link PasswordChecks}): such an attempt
 * is answered 429 with Retry-After, or for the form sent back to the sign-in view with the time to wait
 * ({@link ThrottledSignIn}).
 */
@ApplicationScoped
class DatabaseIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {
    private static final int TOO_MANY_REQUESTS = 429;

    private final UserService users;
    private final SignInThrottle throttle;

    DatabaseIdentityProvider(UserService users, SignInThrottle throttle) {
        this.users = users;
        this.throttle = throttle;
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request,
            AuthenticationRequestContext context) {
        String username = request.getUsername();
        String password = new String(request.getPassword().getPassword());
        RoutingContext http = HttpSecurityUtils.getRoutingContextAttribute(request);
        String client = http == null ? "" : http.request().remoteAddress().hostAddress();
        SignInThrottle.Admission admission;
        try {
            admission = throttle.admit(username, client);
        } catch (SignInRefusedException refused) {
            return refuse(http, refused);
        }
        // the wait holds no thread: a flood of attempts for one user waits on a timer, not on the workers
        Uni<Void> wait = Uni.createFrom().voidItem();
        if (!admission.delay().isZero()) {
            wait = wait.onItem().delayIt().by(admission.delay());
        }
        return wait.chain(() -> context.runBlocking(() -> {
            UserView user = users.authenticate(username, password).orElseThrow(AuthenticationFailedException::new);
            throttle.passwordWasRight(username, client, admission);
            users.recordSignIn(username);
            return identity(user);
        })).onFailure(SignInRefusedException.class).recoverWithUni(busy -> refuse(http, (SignInRefusedException) busy));
    }

    private static Uni<SecurityIdentity> refuse(RoutingContext http, SignInRefusedException refused) {
        answerTooManyRequests(http, refused.retryAfter());
        return Uni.createFrom().failure(new AuthenticationFailedException(refused.getMessage(), refused));
    }

    /**
     * Turns what the mechanism answers to the failed attempt into "wait" with the whole seconds to wait: the form's
     * redirect to its error page into one to the same page with {@link ThrottledSignIn#PARAMETER}, which the sign-in
     * view words for the operator; HTTP Basic's 401 into 429 with Retry-After.
     */
    private static void answerTooManyRequests(RoutingContext http, Duration wait) {
        if (http == null) {
            return;
        }
        long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
        http.addHeadersEndHandler(ignored -> {
            HttpServerResponse response = http.response();
            String errorPage = response.headers().get(HttpHeaders.LOCATION);
            if (errorPage != null) {
                response.putHeader(HttpHeaders.LOCATION, errorPage + (errorPage.contains("?") ? "&" : "?")
                        + ThrottledSignIn.PARAMETER + "=" + seconds);
                return;
            }
            response.setStatusCode(TOO_MANY_REQUESTS);
            response.headers().remove("WWW-Authenticate");
            response.putHeader(HttpHeaders.RETRY_AFTER, Long.toString(seconds));
        });
    }

    static SecurityIdentity identity(UserView user) {
        return QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(user.username()))
                .addRoles(user.role().granted()).build();
    }
}
