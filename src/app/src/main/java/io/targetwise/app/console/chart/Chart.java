package io.targetwise.app.console.chart;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;

/**
 * The {@code tw-chart} web component (ui/tw-chart.ts, Apache ECharts): a chart's content is a JSON spec that the
 * component turns into ECharts options. Changes are collected and sent once per round trip.
 */
@Tag("tw-chart")
@NpmPackage(value = "echarts", version = "5.6.0")
@JsModule("./tw-chart.ts")
public abstract class Chart extends Component implements HasSize {
    private static final ObjectMapper JSON = new ObjectMapper();
    private boolean renderScheduled;

    protected Chart() {
        setWidthFull();
        setHeight("280px");
    }

    /** The spec as the web component reads it; subclasses give a record that Jackson serialises. */
    protected abstract Object spec();

    /** Marks the chart changed; the spec is serialised once before the response. */
    protected final void changed() {
        if (renderScheduled) {
            return;
        }
        renderScheduled = true;
        getElement().getNode().runWhenAttached(ui -> ui.beforeClientResponse(this, context -> {
            renderScheduled = false;
            getElement().setProperty("spec", specJson());
        }));
    }

    final String specJson() {
        try {
            return JSON.writeValueAsString(spec());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("chart spec not serialisable", e);
        }
    }
}
