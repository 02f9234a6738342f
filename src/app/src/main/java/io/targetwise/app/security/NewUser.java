package io.targetwise.app.security;

/** What an administrator enters to create a user. */
public record NewUser(String username, String password, Role role) {
}
