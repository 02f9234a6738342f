package io.targetwise.console;

import java.util.stream.Collectors;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import io.targetwise.process.ProcessDefinition;
import io.targetwise.process.ProcessService;

/** Every process the plant runs, with its target and tolerance at a glance. */
@Route(value = "", layout = MainLayout.class)
@PageTitle("Processes · Targetwise")
public class ProcessesView extends VerticalLayout {
    final Grid<ProcessDefinition> grid = new Grid<>();

    public ProcessesView(ProcessService processes) {
        add(new H2("Processes"));
        configureColumns();
        grid.setItems(processes.list());
        add(grid);
        setSizeFull();
    }

    private void configureColumns() {
        grid.addThemeVariants(GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_COMPACT);
        grid.addColumn(ProcessDefinition::name).setHeader("Process").setAutoWidth(true).setFlexGrow(1);
        grid.addColumn(p -> p.output().name() + " [" + p.output().unit() + "]").setHeader("Output").setAutoWidth(true);
        grid.addColumn(p -> Formats.number(p.target())).setHeader("Target").setAutoWidth(true);
        grid.addColumn(p -> "[" + Formats.number(p.lowerSpecLimit()) + ", " + Formats.number(p.upperSpecLimit()) + "]")
                .setHeader("Specification limits").setAutoWidth(true);
        grid.addColumn(p -> p.designVariables().stream().map(ProcessDefinition.DesignVariable::name)
                .collect(Collectors.joining(", "))).setHeader("Setpoints").setFlexGrow(2);
        grid.addColumn(ProcessDefinition::replicates).setHeader("Replicates").setAutoWidth(true);
        grid.setAllRowsVisible(true);
    }
}
