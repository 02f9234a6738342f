package io.targetwise.app.security;

import java.net.URI;
import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.security.identity.SecurityIdentity;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.PageParameters;

/**
 * The users over REST, for administrators and for a plant that provisions and audits accounts: who acts is the
 * authenticated administrator, whose role is checked again with the act; every change lands in the users' trail.
 */
@Path("/api/users")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Users")
@RolesAllowed(Roles.ADMIN)
public class UsersResource {
    private final UserService users;
    private final SecurityIdentity identity;

    UsersResource(UserService users, SecurityIdentity identity) {
        this.users = users;
        this.identity = identity;
    }

    @GET
    @Operation(summary = "Every user with role, whether disabled, where they sign in and their last sign-in")
    public List<UserView> list() {
        return users.list();
    }

    @POST
    @Operation(summary = "Create a user who signs in with a password")
    @APIResponse(responseCode = "201", description = "Created; Location names the user")
    @APIResponse(responseCode = "400", description = "A field is invalid or the username taken; each one is named")
    public Response create(NewUser user) {
        UserView created = users.create(user == null ? new NewUser(null, null, null) : user, actor());
        return Response.created(URI.create("/api/users/" + created.username())).entity(created).build();
    }

    @GET
    @Path("/events")
    @Operation(summary = "The users' audit trail, newest first, a page at a time")
    public List<UserEventView> events(@BeanParam PageParameters page) {
        return users.events(page.request());
    }

    @PUT
    @Path("/{username}/role")
    @Operation(summary = "Give a user another role")
    @APIResponse(responseCode = "404", description = "There is no such user")
    @APIResponse(responseCode = "409", description = "The user signs in at the identity provider, is the caller, or is"
            + " the last enabled administrator")
    public UserView changeRole(@PathParam("username") String username, RoleChange change) {
        if (change == null || change.role() == null) {
            throw new InvalidRequestException("Invalid role change", List.of(new FieldError("role", "is required")));
        }
        return users.changeRole(username, change.role(), actor());
    }

    @POST
    @Path("/{username}/disable")
    @Operation(summary = "Disable a user: no sign-in, and sessions already open stop working; name and trail stay")
    @APIResponse(responseCode = "404", description = "There is no such user")
    @APIResponse(responseCode = "409", description = "The user is the caller or the last enabled administrator")
    public UserView disable(@PathParam("username") String username) {
        return users.disable(username, actor());
    }

    @POST
    @Path("/{username}/enable")
    @Operation(summary = "Enable a disabled user again")
    @APIResponse(responseCode = "404", description = "There is no such user")
    public UserView enable(@PathParam("username") String username) {
        return users.enable(username, actor());
    }

    @DELETE
    @Path("/{username}")
    @Operation(summary = "Remove a user")
    @APIResponse(responseCode = "204", description = "Removed")
    @APIResponse(responseCode = "404", description = "There is no such user")
    @APIResponse(responseCode = "409", description = "The user is the caller or the last enabled administrator")
    public void remove(@PathParam("username") String username) {
        users.delete(username, actor());
    }

    private String actor() {
        return identity.getPrincipal().getName();
    }
}
