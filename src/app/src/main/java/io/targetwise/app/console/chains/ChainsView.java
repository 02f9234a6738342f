package io.targetwise.app.console.chains;

import java.util.List;

import jakarta.annotation.security.PermitAll;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import io.targetwise.app.chain.ChainDefinition;
import io.targetwise.app.chain.ChainService;
import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.process.ProcessService;

/** Every process chain, with its stages in line order; engineers define chains over the REST API. */
@Route(value = Routes.CHAINS, layout = MainLayout.class)
@PageTitle("Process chains · Targetwise")
@PermitAll
public class ChainsView extends VerticalLayout {

    public ChainsView(ChainService chains, ProcessService processes) {
        add(new H2("Process chains"));
        List<ChainDefinition> all = chains.list();
        if (all.isEmpty()) {
            add(new Span("No chain yet. Engineers define one with POST /api/chains (docs/process-chains.md)."));
        }
        for (ChainDefinition chain : all) {
            Div entry = new Div(new Anchor(Routes.chain(chain.id()), chain.name()), new Span(" · "
                    + ChainView.lineText(chain, chain.stages().stream().map(s -> processes.require(s.processId()))
                            .toList())));
            entry.setId("chain-" + chain.id());
            add(entry);
        }
    }
}
