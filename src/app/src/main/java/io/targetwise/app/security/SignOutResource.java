package io.targetwise.app.security;

import java.net.URI;

import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.security.identity.SecurityIdentity;

/**
 * Form sign-in keeps the identity in an encrypted cookie; signing out revokes that cookie on the server and drops
 * it from the browser. A POST, so that no link or image on another page can sign a user out.
 */
@Path("/sign-out")
@Tag(name = "Sign-in")
public class SignOutResource {
    private final SessionRevocations revocations;
    private final SessionCookies cookies;
    private final SecurityIdentity identity;
    private final String cookieName;

    SignOutResource(SessionRevocations revocations, SessionCookies cookies, SecurityIdentity identity,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String cookieName) {
        this.revocations = revocations;
        this.cookies = cookies;
        this.identity = identity;
        this.cookieName = cookieName;
    }

    @POST
    @PermitAll
    @Operation(summary = "Sign out of the console: revokes the session and goes to the sign-in page")
    public Response signOut(@Context HttpHeaders headers) {
        Cookie session = headers.getCookies().get(cookieName);
        if (session != null && !identity.isAnonymous()) { // only a valid session is worth a row
            cookies.read(session.getValue()).ifPresent(revocations::revoke);
        }
        NewCookie expired = new NewCookie.Builder(cookieName).value("").path("/").maxAge(0).httpOnly(true).build();
        return Response.seeOther(URI.create("/login")).cookie(expired).build();
    }
}
