package io.targetwise.app.console;

/**
 * The paths of the console's views. Views link to each other by these paths, never by view class: a view then
 * depends on no other view, and the console's packages on each other only one way.
 */
public final class Routes {
    /** The root: the processes list. */
    public static final String PROCESSES = "";
    /** One process at {@code process/ID}. */
    public static final String PROCESS = "process";
    public static final String CHAINS = "chains";
    /** One chain at {@code chain/ID}. */
    public static final String CHAIN = "chain";
    /** A new process here; an existing one at {@code process-editor/ID}. */
    public static final String PROCESS_EDITOR = "process-editor";
    public static final String USERS = "users";

    private Routes() {
    }

    public static String process(long id) {
        return PROCESS + "/" + id;
    }

    public static String processEditor(long id) {
        return PROCESS_EDITOR + "/" + id;
    }

    public static String chain(long id) {
        return CHAIN + "/" + id;
    }
}
