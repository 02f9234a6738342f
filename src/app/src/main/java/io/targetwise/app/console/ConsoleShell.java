package io.targetwise.app.console;

import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.server.PWA;
import com.vaadin.flow.theme.Theme;

/** Application-wide console settings: server push for live plant data, and the calm ISA-101 style theme. */
@Push
@Theme("targetwise")
@PWA(name = "Targetwise", shortName = "Targetwise")
public class ConsoleShell implements AppShellConfigurator {
}
