package io.targetwise.app.security;

/** Where a user proves who they are. */
public enum SignInSource {
    /** With a password whose bcrypt hash the users table keeps. */
    PASSWORD,
    /** At the plant's OpenID Connect provider, which also says the role at every sign-in; no password here. */
    OIDC
}
