package io.targetwise.app.console;

import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;


/** The frame around every console view: title bar with the signed-in user, and navigation by role. */
public class MainLayout extends AppLayout {

    public MainLayout() {
        ConsoleUser user = ConsoleUser.current();
        H1 title = new H1("Targetwise");
        title.addClassName("app-title");
        addToNavbar(new DrawerToggle(), title, account(user));
        addToDrawer(navigation(user));
        setPrimarySection(Section.DRAWER);
    }

    private static HorizontalLayout account(ConsoleUser user) {
        // A form, not a link: signing out is a POST that revokes the session on the server (SignOutResource).
        Html signOut = new Html("<form method=\"post\" action=\"/sign-out\">"
                + "<button type=\"submit\" class=\"sign-out\">Sign out</button></form>");
        HorizontalLayout account = new HorizontalLayout(VaadinIcon.USER.create(), new Span(user.name()), signOut);
        account.setAlignItems(FlexComponent.Alignment.CENTER);
        account.addClassNames("app-account");
        account.getStyle().set("margin-left", "auto").set("margin-right", "var(--lumo-space-m)");
        return account;
    }

    private static SideNav navigation(ConsoleUser user) {
        SideNav nav = new SideNav();
        nav.addItem(new SideNavItem("Processes", Routes.PROCESSES, VaadinIcon.FACTORY.create()));
        nav.addItem(new SideNavItem("Process chains", Routes.CHAINS, VaadinIcon.CONNECT.create()));
        if (user.engineer()) {
            nav.addItem(new SideNavItem("New process", Routes.PROCESS_EDITOR, VaadinIcon.PLUS.create()));
        }
        if (user.admin()) {
            nav.addItem(new SideNavItem("Users", Routes.USERS, VaadinIcon.USERS.create()));
        }
        return nav;
    }
}
