package io.targetwise.app.security;

/**
 * A form sign-in refused for a while is sent back to the sign-in view, not answered 429, which a browser shows as a
 * blank page: the form's error page with this query parameter added, the whole seconds to wait.
 */
public final class ThrottledSignIn {
    public static final String PARAMETER = "throttled";

    private ThrottledSignIn() {
    }
}
