package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.server.VaadinRequest;

import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.ConsoleUser;
import io.targetwise.app.console.live.ConsoleBroadcaster;
import io.targetwise.app.console.live.LiveUpdates;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;

/**
 * What the panels of one process view share: the process, who opened the view, and the process's changes. Each
 * panel draws itself when it is attached and again on each change of a kind it shows: from the plant and other users
 * through the live updates, and from this view's own actions at once, without waiting for the round trip through
 * the domain-events topic.
 */
final class ProcessPage {
    /** The newest commands, proposals, alarms and refits a panel reads: a long-running process has many more. */
    static final PageRequest SHOWN = PageRequest.first(PageRequest.MAX_SIZE);

    private final ProcessDefinition process;
    private final ConsoleUser user;
    private final ConsoleBroadcaster broadcaster;
    private final ConsoleActs acts;
    private final List<Drawing> drawings = new ArrayList<>();

    private record Drawing(Component panel, Set<Kind> kinds, Runnable draw) {
    }

    ProcessPage(ProcessDefinition process, ConsoleUser user, ConsoleBroadcaster broadcaster, ConsoleActs acts) {
        this.process = process;
        this.user = user;
        this.broadcaster = broadcaster;
        this.acts = acts;
    }

    ProcessDefinition process() {
        return process;
    }

    /** Who opened the view: what it offers. Who acts is checked per act ({@link #act}). */
    ConsoleUser user() {
        return user;
    }

    /** Draws the panel when it is attached, and again on each change of these kinds while it is. */
    void drawOn(Component panel, Runnable draw, Kind... kinds) {
        Set<Kind> shown = Set.of(kinds);
        drawings.add(new Drawing(panel, shown, draw));
        panel.addAttachListener(attach -> draw.run());
        LiveUpdates.refreshOn(panel, broadcaster, a -> a.processId() == process.id() && shown.contains(a.kind()), draw);
    }

    /** This view changed the process: each attached panel that shows one of these kinds draws again, once. */
    void changed(Kind... kinds) {
        Set<Kind> changed = Set.of(kinds);
        List.copyOf(drawings).stream()
                .filter(d -> d.panel().isAttached() && d.kinds().stream().anyMatch(changed::contains))
                .forEach(d -> d.draw().run());
    }

    /**
     * Carries out a person's action as the user whose click it is, if they hold the role now ({@link ConsoleActs}),
     * and shows what came of it, then the panels showing what it changed draw again; refused actions are shown, not
     * thrown.
     *
     * @param action given the acting user's name
     * @return whether it was carried out
     */
    boolean act(String role, Consumer<String> action, String done, Kind... changes) {
        try {
            action.accept(acts.actor(role));
        } catch (InvalidRequestException | ConflictException | NotFoundException | UnauthorizedException
                | ForbiddenException e) {
            ConsoleActs.refuse(e.getMessage());
            return false;
        }
        Notification.show(done);
        changed(changes);
        return true;
    }

    /** The acting user of an upload's own request, if they hold the role now ({@link ConsoleActs}). */
    String actor(VaadinRequest request, String role) {
        return acts.actor(request, role);
    }
}
