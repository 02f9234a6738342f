package io.targetwise.app.console;

import java.security.Principal;
import java.util.Optional;

import com.vaadin.flow.server.VaadinRequest;

import io.targetwise.app.security.Roles;

/** Who uses this console page, as the sign-in established; read once per request, where the request is known. */
public record ConsoleUser(String name, boolean engineer, boolean admin) {

    /** @throws IllegalStateException outside a request or when nobody is signed in (the access control prevents it) */
    public static ConsoleUser current() {
        return signedIn().orElseThrow(() -> new IllegalStateException("no signed-in user in this request"));
    }

    /**
     * The user this request is signed in as; empty when it is not, e.g. a click in a page whose browser signed out
     * meanwhile (the page stays open, but its requests no longer carry a session).
     */
    public static Optional<ConsoleUser> signedIn() {
        return signedIn(VaadinRequest.getCurrent());
    }

    /** The user a given request is signed in as, e.g. an upload's own request, handled outside the UI's lock. */
    public static Optional<ConsoleUser> signedIn(VaadinRequest request) {
        Principal principal = request == null ? null : request.getUserPrincipal();
        if (principal == null) {
            return Optional.empty();
        }
        return Optional.of(new ConsoleUser(principal.getName(), request.isUserInRole(Roles.ENGINEER),
                request.isUserInRole(Roles.ADMIN)));
    }
}
