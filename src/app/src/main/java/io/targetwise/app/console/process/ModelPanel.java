package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.FlexLayout;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.campaign.CampaignService;
import io.targetwise.app.campaign.FittedModel;
import io.targetwise.app.common.Formats;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.chart.Axis;
import io.targetwise.app.console.chart.Band;
import io.targetwise.app.console.chart.HeatMapChart;
import io.targetwise.app.console.chart.LimitLine;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.widgets.RunChart;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessDefinition.DesignVariable;
import io.targetwise.app.security.Roles;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;

/**
 * The fitted model seen through the current best setpoint: per design variable a slice with the predicted mean, the
 * epistemic band (model uncertainty, shrinks with data) and the aleatoric band (the process's own spread), against
 * target and tolerance; and a heat map of Ê or the in-tolerance probability over two chosen variables. Fitted on
 * request only: a fit takes a while and brings the campaign's history a new refit.
 */
final class ModelPanel extends VerticalLayout {
    static final int HEAT_MAP_POINTS = 25;
    private static final int SLICE_POINTS = 60;

    private final Span status = new Span("The model is fitted when this tab is opened.");
    private final Button update = new Button("Update model", click -> fit());
    private final FlexLayout slices = new FlexLayout();
    private final ComboBox<DesignVariable> heatX = new ComboBox<>("across");
    private final ComboBox<DesignVariable> heatY = new ComboBox<>("and");
    private final RadioButtonGroup<ModelSlices.Metric> metric = new RadioButtonGroup<>("shade by");
    private final HeatMapChart heatMap = new HeatMapChart();
    private final ProcessDefinition process;
    private final CampaignService campaigns;
    private final ConsoleActs acts;
    private FittedModel model;

    /** A fit is done: the campaign's history has a new refit. */
    static final class FittedEvent extends ComponentEvent<ModelPanel> {
        FittedEvent(ModelPanel source) {
            super(source, false);
        }
    }

    ModelPanel(ProcessPage page, CampaignService campaigns, ConsoleActs acts) {
        this.process = page.process();
        this.campaigns = campaigns;
        this.acts = acts;
        status.setId("model-status");
        update.setId("model-update");
        slices.setId("model-slices");
        heatX.setId("model-heat-x");
        heatY.setId("model-heat-y");
        metric.setId("model-metric");
        heatMap.setId("model-heat-map");
        slices.setFlexWrap(FlexLayout.FlexWrap.WRAP);
        configureHeatMapChoice();
        HorizontalLayout header = new HorizontalLayout(update, status);
        header.setAlignItems(FlexComponent.Alignment.CENTER);
        add(header, slices, new HorizontalLayout(heatX, heatY, metric), heatMap);
        setPadding(false);
    }

    Registration addFittedListener(ComponentEventListener<FittedEvent> listener) {
        return addListener(FittedEvent.class, listener);
    }

    /**
     * Fits the model to every reading, on the campaign's workers, for a user who may see the process now (a fit is
     * stored in the campaign's history); the panel shows it once it is done.
     */
    void fit() {
        acts.act(Roles.OPERATOR, actor -> startFit());
    }

    private void startFit() {
        status.setText("Fitting the model to every reading …");
        update.setEnabled(false);
        UI ui = UI.getCurrent();
        campaigns.model(process.id()).whenComplete((fitted, error) -> ui.access(() -> {
            update.setEnabled(true);
            if (error == null) {
                show(fitted);
                fireEvent(new FittedEvent(this));
            } else {
                Throwable cause = error instanceof CompletionException ? error.getCause() : error;
                status.setText(cause instanceof ModelFittingException
                        ? "The data cannot support a model yet: " + cause.getMessage() : cause.getMessage());
            }
        }));
    }

    private void show(FittedModel fitted) {
        model = fitted;
        status.setText("Slices through the current best setpoint "
                + Formats.setpoints(process.namedSetpoints(fitted.incumbent().setpoint().toArray()))
                + " (E_min = " + Formats.number(fitted.incumbent().robustError()) + ")");
        slices.removeAll();
        for (int v = 0; v < process.designVariables().size(); v++) {
            slices.add(sliceChart(v));
        }
        drawHeatMap();
    }

    private TrendChart sliceChart(int v) {
        DesignVariable variable = process.designVariables().get(v);
        ModelSlices.Slice slice = ModelSlices.slice(model, process, v, SLICE_POINTS);
        Posterior p = slice.posterior();
        List<Band.Edge> aleatoric = new ArrayList<>();
        List<Band.Edge> epistemic = new ArrayList<>();
        List<PlotPoint> mean = new ArrayList<>();
        for (int i = 0; i < slice.xs().length; i++) {
            double sa = Math.sqrt(p.aleatoricVariance(i));
            double se = Math.sqrt(p.epistemicVariance(i));
            aleatoric.add(new Band.Edge(slice.xs()[i], p.mean(i) - 2 * sa, p.mean(i) + 2 * sa));
            epistemic.add(new Band.Edge(slice.xs()[i], p.mean(i) - 2 * se, p.mean(i) + 2 * se));
            mean.add(new PlotPoint(slice.xs()[i], p.mean(i)));
        }
        TrendChart chart = new TrendChart(Formats.quantity(variable.name(), variable.unit()), TrendChart.XAxis.VALUE,
                Formats.quantity(process.output().name(), process.output().unit()));
        chart.setWidth("480px");
        chart.setHeight("240px");
        RunChart.tolerance(chart, process);
        chart.addBand(new Band("process spread ±2σa", Tone.ALEATORIC, aleatoric));
        chart.addBand(new Band("model uncertainty ±2σe", Tone.EPISTEMIC, epistemic));
        chart.addSeries(new Series("predicted mean", Series.Kind.LINE, Tone.NORMAL, mean));
        chart.addLimitLine(new LimitLine("current best", Axis.X, model.incumbent().setpoint().get(v), Tone.TARGET,
                LimitLine.Style.DASHED));
        return chart;
    }

    private void configureHeatMapChoice() {
        List<DesignVariable> variables = process.designVariables();
        heatX.setItems(variables);
        heatY.setItems(variables);
        heatX.setItemLabelGenerator(DesignVariable::name);
        heatY.setItemLabelGenerator(DesignVariable::name);
        heatX.setValue(variables.get(0));
        heatY.setValue(variables.get(Math.min(1, variables.size() - 1)));
        metric.setItems(ModelSlices.Metric.values());
        metric.setItemLabelGenerator(m -> m.label);
        metric.setValue(ModelSlices.Metric.EXPECTED_SQUARED_ERROR);
        heatX.addValueChangeListener(e -> drawHeatMap());
        heatY.addValueChangeListener(e -> drawHeatMap());
        metric.addValueChangeListener(e -> drawHeatMap());
        heatMap.setVisible(variables.size() > 1);
    }

    private void drawHeatMap() {
        if (model == null || heatX.isEmpty() || heatY.isEmpty() || heatX.getValue().equals(heatY.getValue())) {
            return;
        }
        int vx = process.designVariables().indexOf(heatX.getValue());
        int vy = process.designVariables().indexOf(heatY.getValue());
        double[] xs = ModelSlices.grid(heatX.getValue(), HEAT_MAP_POINTS);
        double[] ys = ModelSlices.grid(heatY.getValue(), HEAT_MAP_POINTS);
        ModelSlices.Metric m = metric.getValue();
        double[] best = model.incumbent().setpoint().toArray();
        heatMap.setGrid(new HeatMapChart.Grid(m.label + " through the current best setpoint",
                Formats.quantity(heatX.getValue().name(), heatX.getValue().unit()), ModelSlices.boxed(xs),
                Formats.quantity(heatY.getValue().name(), heatY.getValue().unit()), ModelSlices.boxed(ys), m.label,
                ModelSlices.heatMap(model, process, vx, vy, m, xs, ys), m.lowIsGood,
                List.of(new PlotPoint(best[vx], best[vy]))));
    }
}
