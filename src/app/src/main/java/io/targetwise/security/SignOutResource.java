package io.targetwise.security;

import java.net.URI;

import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Form sign-in keeps the identity in an encrypted cookie; signing out drops it. */
@Path("/sign-out")
@Tag(name = "Sign-in")
public class SignOutResource {
    private final String cookieName;

    SignOutResource(@ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String cookieName) {
        this.cookieName = cookieName;
    }

    @GET
    @PermitAll
    @Operation(summary = "Sign out of the console: clears the session cookie and goes to the sign-in page")
    public Response signOut() {
        NewCookie expired = new NewCookie.Builder(cookieName).value("").path("/").maxAge(0).build();
        return Response.seeOther(URI.create("/login")).cookie(expired).build();
    }
}
