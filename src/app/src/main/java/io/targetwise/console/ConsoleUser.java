package io.targetwise.console;

import java.security.Principal;

import com.vaadin.flow.server.VaadinRequest;

import io.targetwise.security.Roles;

/** Who uses this console page, as the sign-in established; read once per request, where the request is known. */
public record ConsoleUser(String name, boolean engineer, boolean admin) {

    /** @throws IllegalStateException outside a request or when nobody is signed in (the access control prevents it) */
    public static ConsoleUser current() {
        VaadinRequest request = VaadinRequest.getCurrent();
        Principal principal = request == null ? null : request.getUserPrincipal();
        if (principal == null) {
            throw new IllegalStateException("no signed-in user in this request");
        }
        return new ConsoleUser(principal.getName(), request.isUserInRole(Roles.ENGINEER), request.isUserInRole(Roles.ADMIN));
    }
}
