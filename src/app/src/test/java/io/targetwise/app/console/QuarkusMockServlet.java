package io.targetwise.app.console;

import java.util.Optional;

import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.mock.MockService;
import com.github.mvysny.kaributesting.v10.mock.MockVaadinServlet;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.di.DefaultInstantiator;
import com.vaadin.flow.di.Instantiator;
import com.vaadin.flow.function.DeploymentConfiguration;
import com.vaadin.flow.server.ServiceException;
import com.vaadin.flow.server.VaadinServletService;
import com.vaadin.quarkus.QuarkusInstantiator;

import io.quarkus.arc.Arc;

/**
 * Karibu's mock servlet with the Quarkus instantiator: views get their constructor injection as in the running
 * application, and the CDI {@code ServiceInitEvent} observers (the access control) run.
 */
final class QuarkusMockServlet extends MockVaadinServlet {

    QuarkusMockServlet(Routes routes) {
        super(routes, UI::new);
    }

    @Override
    protected VaadinServletService createServletService(DeploymentConfiguration configuration) throws ServiceException {
        MockService service = new MockService(this, configuration, getUiFactory()) {
            @Override
            protected Optional<Instantiator> loadInstantiators() {
                return Optional.of(new QuarkusInstantiator(new DefaultInstantiator(this), Arc.container().beanManager()));
            }
        };
        service.init();
        getRoutes().register(service.getContext());
        return service;
    }
}
