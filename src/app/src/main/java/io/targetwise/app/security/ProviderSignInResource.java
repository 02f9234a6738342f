package io.targetwise.app.security;

import java.time.Clock;
import java.time.Instant;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;

/**
 * The console's sign-in at the plant's identity provider: the OpenID Connect code flow (the {@code console} tenant,
 * bound to this path) brings the browser back here signed in there, and this hands it the same session cookie a
 * password sign-in gets, so that sign-out, revocation and the role read afresh with every request work alike. The
 * provider's own session cookie is dropped: this application keeps one session per browser.
 */
@Path(ProviderSignInResource.PATH)
@Tag(name = "Sign-in")
public class ProviderSignInResource {
    static final String PATH = "/sign-in/provider";
    /** The code flow's session cookie of the {@code console} tenant. */
    private static final String PROVIDER_SESSION_COOKIE = "q_session_console";

    private final SecurityIdentity identity;
    private final SessionCookies cookies;
    private final Clock clock;
    private final String cookieName;

    ProviderSignInResource(SecurityIdentity identity, SessionCookies cookies, Clock clock,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String cookieName) {
        this.identity = identity;
        this.cookies = cookies;
        this.clock = clock;
        this.cookieName = cookieName;
    }

    /**
     * Answers with a page that moves on to the console rather than a redirect: the browser arrives from the provider's
     * site, and a strict same-site cookie set on a redirect chain that began there is not sent with its last step.
     */
    @GET
    @Authenticated
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "Sign in to the console at the plant's identity provider (OpenID Connect)")
    public Response signIn(@Context UriInfo uri) {
        boolean secure = "https".equals(uri.getRequestUri().getScheme());
        NewCookie session = new NewCookie.Builder(cookieName).path("/").httpOnly(true).secure(secure)
                .sameSite(NewCookie.SameSite.STRICT)
                .value(cookies.write(identity.getPrincipal().getName(), Instant.now(clock))).build();
        NewCookie providerSession = new NewCookie.Builder(PROVIDER_SESSION_COOKIE).path("/").value("").maxAge(0)
                .httpOnly(true).secure(secure).build();
        return Response.ok("<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" content=\"0;url=/\">"
                + "<title>Signed in</title></head><body><a href=\"/\">Signed in: on to the console</a></body></html>")
                .cookie(session, providerSession).build();
    }
}
