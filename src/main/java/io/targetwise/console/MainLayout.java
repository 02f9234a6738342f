package io.targetwise.console;

import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;

/** The frame around every console view: title bar and navigation. */
public class MainLayout extends AppLayout {

    public MainLayout() {
        H1 title = new H1("Targetwise");
        title.addClassName("app-title");
        addToNavbar(new DrawerToggle(), title);
        addToDrawer(navigation());
        setPrimarySection(Section.DRAWER);
    }

    private static SideNav navigation() {
        SideNav nav = new SideNav();
        nav.addItem(new SideNavItem("Processes", ProcessesView.class, VaadinIcon.FACTORY.create()));
        return nav;
    }
}
