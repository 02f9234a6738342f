package io.targetwise.app.console;

/**
 * The paths of the views the frame links to. Views name {@link MainLayout} as their layout, so the frame links by
 * path rather than by view class: the layout then depends on no view, and no view on another through it.
 */
public final class Routes {
    /** The root: the processes list. */
    public static final String PROCESSES = "";
    public static final String CHAINS = "chains";
    /** A new process here; an existing one at {@code process-editor/ID}. */
    public static final String PROCESS_EDITOR = "process-editor";
    public static final String USERS = "users";

    private Routes() {
    }
}
