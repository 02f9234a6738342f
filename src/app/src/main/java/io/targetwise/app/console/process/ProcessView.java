package io.targetwise.app.console.process;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionException;

import jakarta.annotation.security.PermitAll;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.Route;

import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.targetwise.app.autopilot.AutopilotLimits;
import io.targetwise.app.autopilot.AutopilotView;
import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.campaign.CampaignHistory;
import io.targetwise.app.campaign.CampaignIterationView;
import io.targetwise.app.campaign.CampaignService;
import io.targetwise.app.campaign.Decision;
import io.targetwise.app.campaign.InitialDesign;
import io.targetwise.app.campaign.ProposalDecisions;
import io.targetwise.app.campaign.ProposalStatus;
import io.targetwise.app.campaign.Proposals;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.Formats;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.console.ConsoleUser;
import io.targetwise.app.console.MainLayout;
import io.targetwise.app.console.Routes;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.live.ConsoleBroadcaster;
import io.targetwise.app.console.live.LiveUpdates;
import io.targetwise.app.console.widgets.RunChart;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.history.HistoryImport;
import io.targetwise.app.monitoring.ToleranceState;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Reading;
import io.targetwise.app.readings.ReadingRange;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.setpoint.SetpointCommandView;
import io.targetwise.app.setpoint.SetpointCommands;
import io.targetwise.core.surrogate.ModelFittingException;
import java.util.Collections;
import java.util.ArrayList;

/**
 * One process: first what waits for a decision (or that nothing does) and the autopilot's state with its controls,
 * then its alarms, the run chart over a chosen
 * range and the recent window's histogram with its capability, then the proposals with their decisions and audit
 * trail, the model, the campaign's history, how the approved proposals' forecasts fared, and for engineers the import
 * of past runs. Readings, proposals, forecast outcomes and alarms arrive live.
 */
@Route(value = Routes.PROCESS, layout = MainLayout.class)
@PermitAll
public class ProcessView extends VerticalLayout implements HasUrlParameter<Long>, HasDynamicTitle {
    /** The newest commands, proposals, alarms and refits the view reads: a long-running process has many more. */
    private static final PageRequest SHOWN = PageRequest.first(PageRequest.MAX_SIZE);
    private final ProcessService processes;
    private final Readings readings;
    private final DesignPoints designPoints;
    private final Proposals proposals;
    private final SetpointCommands commands;
    private final CampaignHistory campaignHistory;
    private final CampaignService campaigns;
    private final ProposalDecisions decisions;
    private final ForecastOutcomes forecasts;
    private final Alarms alarms;
    private final HistoryImport history;
    private final Autopilots autopilots;
    private final ConsoleUser user = ConsoleUser.current();
    final Span state = new Span();
    final TabSheet details = new TabSheet();
    final RadioButtonGroup<ReadingRange> range = new RadioButtonGroup<>();
    ProcessDefinition process;
    TrendChart runChart;
    TrendChart histogram;
    TrendChart historyChart;
    ProposalPanel proposalPanel;
    ForecastPanel forecastPanel;
    AlarmPanel alarmPanel;
    AutopilotPanel autopilotPanel;
    ModelPanel modelPanel;
    HistoryUpload historyUpload;
    private List<Reading> recent = List.of();
    private List<SetpointCommandView> auditTrail = List.of();

    public ProcessView(ProcessService processes, Readings readings, DesignPoints designPoints, Proposals proposals,
            SetpointCommands commands, CampaignHistory campaignHistory, CampaignService campaigns,
            ProposalDecisions decisions, ForecastOutcomes forecasts, Alarms alarms, HistoryImport history,
            Autopilots autopilots, ConsoleBroadcaster broadcaster) {
        this.processes = processes;
        this.readings = readings;
        this.designPoints = designPoints;
        this.proposals = proposals;
        this.commands = commands;
        this.campaignHistory = campaignHistory;
        this.campaigns = campaigns;
        this.decisions = decisions;
        this.forecasts = forecasts;
        this.alarms = alarms;
        this.history = history;
        this.autopilots = autopilots;
        setSizeFull();
        range.setItems(ReadingRange.values());
        range.setItemLabelGenerator(r -> r.label);
        range.setValue(ReadingRange.RECENT);
        range.addValueChangeListener(e -> drawRunChart());
        LiveUpdates.refreshOn(this, broadcaster, a -> showing(a.processId()) && a.kind() == Kind.MEASUREMENTS,
                this::refreshReadings);
        LiveUpdates.refreshOn(this, broadcaster, a -> showing(a.processId())
                && (a.kind() == Kind.PROPOSALS || a.kind() == Kind.SETPOINT_COMMANDS), this::refreshDecisions);
        LiveUpdates.refreshOn(this, broadcaster, a -> showing(a.processId()) && a.kind() == Kind.FORECASTS,
                this::refreshForecasts);
        LiveUpdates.refreshOn(this, broadcaster, a -> showing(a.processId()) && a.kind() == Kind.ALARMS,
                this::refreshAlarms);
        LiveUpdates.refreshOn(this, broadcaster, a -> showing(a.processId()) && a.kind() == Kind.AUTOPILOT,
                this::refreshAutopilot);
    }

    @Override
    public void setParameter(BeforeEvent event, Long processId) {
        process = processes.find(processId).orElseThrow(() -> new NotFoundException("no process with id " + processId));
        runChart = RunChart.create(process);
        histogram = CapabilityHistogram.create(process);
        historyChart = HistoryChart.create(process);
        proposalPanel = new ProposalPanel(process);
        forecastPanel = new ForecastPanel(process);
        alarmPanel = new AlarmPanel();
        autopilotPanel = new AutopilotPanel(process, user.engineer());
        modelPanel = new ModelPanel(process);
        historyUpload = new HistoryUpload();
        removeAll();
        add(proposalPanel.banner, autopilotPanel, header(), alarmPanel, trends(), details());
        wireDecisions();
        wireAutopilot();
        refreshAutopilot();
        refreshReadings();
        refreshDecisions();
        refreshForecasts();
        refreshAlarms();
    }

    @Override
    public String getPageTitle() {
        return (process == null ? "Process" : process.name()) + " · Targetwise";
    }

    private boolean showing(long processId) {
        return process != null && process.id() == processId;
    }

    private HorizontalLayout header() {
        HorizontalLayout header = new HorizontalLayout(new H2(process.name()), state);
        header.setAlignItems(FlexComponent.Alignment.BASELINE);
        if (user.engineer()) {
            header.add(new Button("Edit process", click -> UI.getCurrent().navigate(Routes.processEditor(process.id()))));
        }
        return header;
    }

    private HorizontalLayout trends() {
        VerticalLayout run = new VerticalLayout(range, runChart);
        run.setPadding(false);
        run.setSpacing(false);
        run.setMinWidth("0");
        histogram.setWidth("40%");
        HorizontalLayout trends = new HorizontalLayout(run, histogram);
        trends.setWidthFull();
        trends.setFlexGrow(1, run);
        // The histogram keeps its 40 %: shrunk to what the run chart's controls left, its title did not fit.
        trends.setFlexShrink(0, histogram);
        trends.setAlignItems(FlexComponent.Alignment.END);
        return trends;
    }

    private TabSheet details() {
        details.add("Proposals", proposalPanel);
        details.add("Model", modelPanel);
        details.add("Campaign history", historyChart);
        details.add("Forecasts", forecastPanel);
        if (user.engineer()) {
            details.add("Import history", historyUpload);
            historyUpload.addCsvUploadedListener(e -> importHistory(e.csv(), e.uploader()));
        }
        details.setWidthFull();
        details.addSelectedChangeListener(e -> {
            if (e.getSelectedTab().getLabel().equals("Model")) {
                fitModel();
            }
        });
        modelPanel.addModelRequestedListener(e -> fitModel());
        return details;
    }

    private void wireDecisions() {
        proposalPanel.addApproveListener(e -> act(() -> decisions.approve(e.proposalId(), decision(e.reason())),
                "Proposal " + e.proposalId() + " approved: the setpoint command is on its way to the plant",
                this::refreshDecisions));
        proposalPanel.addRejectListener(e -> act(() -> decisions.reject(e.proposalId(), decision(e.reason())),
                "Proposal " + e.proposalId() + " rejected", this::refreshDecisions));
        proposalPanel.addRevertListener(e -> act(() -> decisions.revert(process.id(), decision(e.reason())),
                "Reverting to the last good setpoint", this::refreshDecisions));
        alarmPanel.addAcknowledgeListener(e -> act(() -> alarms.acknowledge(e.alarmId(), signedIn(), e.reason()),
                "Alarm " + e.alarmId() + " acknowledged", () -> {
                    alarmPanel.clearReason();
                    refreshAlarms();
                }));
    }

    /** The autopilot's controls, each carried out as the user this click's request is signed in as. */
    private void wireAutopilot() {
        autopilotPanel.addChangeListener(e -> {
            switch (e.change()) {
                case SWITCH_ON -> switchAutopilotOn(e.limits());
                case PAUSE -> act(() -> autopilots.pause(process.id(), signedIn(), null), "Autopilot paused",
                        this::refreshAutopilot);
                case RESUME -> act(() -> autopilots.resume(process.id(), signedIn(), null), "Autopilot resumed",
                        this::refreshAutopilot);
                case SWITCH_OFF -> act(() -> autopilots.switchOff(process.id(), signedIn(), null),
                        "Autopilot switched off: every proposal waits for a person", this::refreshAutopilot);
            }
        });
    }

    /** Refused limits are marked in the form, which stays open; accepted ones close it. */
    private void switchAutopilotOn(AutopilotLimits limits) {
        try {
            autopilots.switchOn(process.id(), limits, signedIn());
            autopilotPanel.switchedOn();
            Notification.show("Autopilot switched on");
            refreshAutopilot();
        } catch (InvalidRequestException e) {
            autopilotPanel.refused(e.errors());
            Notification.show(e.getMessage(), 6000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_ERROR);
        } catch (ConflictException | UnauthorizedException | ForbiddenException e) {
            Notification.show(e.getMessage(), 6000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_ERROR);
        }
    }

    /**
     * Who decides is the user this click's request is signed in as, never the one the view was built for, nor
     * something typed; whether they may still decide is checked with the decision itself (ProposalDecisions).
     */
    private Decision decision(String reason) {
        return new Decision(signedIn(), reason);
    }

    /** Who acts: the user this click's request is signed in as (see {@link #decision}). */
    private static String signedIn() {
        return ConsoleUser.signedIn().map(ConsoleUser::name)
                .orElseThrow(() -> new UnauthorizedException("You are signed out: sign in again to act"));
    }

    /** Carries out a person's action and shows what came of it; refused actions are shown, not thrown. */
    private void act(Runnable action, String done, Runnable refresh) {
        try {
            action.run();
            Notification.show(done);
            refresh.run();
        } catch (InvalidRequestException | ConflictException | io.targetwise.app.common.NotFoundException
                | UnauthorizedException | ForbiddenException e) {
            Notification.show(e.getMessage(), 6000, Notification.Position.MIDDLE).addThemeVariants(NotificationVariant.LUMO_ERROR);
        }
    }

    /** Like a decision, an import is checked against the user its own request was signed in as. */
    private void importHistory(byte[] csv, Optional<ConsoleUser> uploader) {
        if (!uploader.map(ConsoleUser::engineer).orElse(false)) {
            historyUpload.showFailure("only engineers may import history: sign in again as one");
            return;
        }
        try {
            historyUpload.show(history.importCsv(process.id(), new StringReader(new String(csv, StandardCharsets.UTF_8))));
            refreshReadings();
        } catch (InvalidRequestException e) {
            historyUpload.showFailure(e.getMessage());
        }
    }

    private void fitModel() {
        modelPanel.showFitting();
        UI ui = UI.getCurrent();
        campaigns.model(process.id()).whenComplete((model, error) -> ui.access(() -> {
            if (error == null) {
                modelPanel.show(model);
                refreshHistory(); // the fit is a new refit in the campaign's history
            } else {
                Throwable cause = error instanceof CompletionException ? error.getCause() : error;
                modelPanel.showUnavailable(cause instanceof ModelFittingException
                        ? "The data cannot support a model yet: " + cause.getMessage() : cause.getMessage());
            }
        }));
    }

    private void refreshReadings() {
        recent = readings.recent(process.id());
        proposalPanel.banner.showReading(recent.isEmpty() ? null : recent.get(recent.size() - 1));
        drawRunChart();
        CapabilityHistogram.draw(histogram, process, recent);
        // From a window, as on the processes tile: one excursion is a count, not an alarm
        ToleranceState tolerance = ToleranceState.of(process, recent);
        state.setClassName("abnormal-text", tolerance.abnormal());
        state.setText(recent.isEmpty() ? tolerance.text() : "last " + Formats.number(recent.get(recent.size() - 1)
                .output()) + " " + process.output().unit() + " · " + tolerance.text());
    }

    private void refreshDecisions() {
        Map<String, Double> running = recent.isEmpty() ? Map.of()
                : process.namedSetpoints(recent.get(recent.size() - 1).setpoint().toArray());
        auditTrail = commands.auditTrail(process, SHOWN);
        proposalPanel.show(proposals.of(process, ProposalStatus.OPEN, SHOWN), running, auditTrail,
                InitialDesign.of(process, designPoints));
        drawRunChart(); // approvals are marked on it
        refreshHistory();
    }

    private void refreshForecasts() {
        forecastPanel.show(forecasts.report(process));
    }

    private void refreshAutopilot() {
        AutopilotView autopilot = autopilots.view(process.id());
        autopilotPanel.show(autopilot);
        proposalPanel.banner.showAutopilot(autopilot);
    }

    private void refreshAlarms() {
        alarmPanel.show(alarms.forProcess(process.id(), SHOWN));
    }

    private void drawRunChart() {
        List<Reading> shown = range.getValue() == ReadingRange.RECENT ? recent
                : readings.inRange(process.id(), range.getValue());
        RunChart.draw(runChart, process, shown, auditTrail);
        range.setHelperText(shown.size() == Readings.MAX_READINGS
                ? "the newest " + Readings.MAX_READINGS + " readings of the range" : null);
    }

    private void refreshHistory() {
        List<CampaignIterationView> newestFirst = new ArrayList<>(campaignHistory.iterations(process, SHOWN));
        Collections.reverse(newestFirst);
        HistoryChart.draw(historyChart, newestFirst);
    }
}
