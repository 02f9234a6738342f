package io.targetwise.app.console.process;

import jakarta.enterprise.context.ApplicationScoped;

import io.targetwise.app.autopilot.Autopilots;
import io.targetwise.app.campaign.CampaignHistory;
import io.targetwise.app.campaign.CampaignService;
import io.targetwise.app.console.ConsoleActs;
import io.targetwise.app.console.ConsoleUser;
import io.targetwise.app.console.live.ConsoleBroadcaster;
import io.targetwise.app.history.HistoryImport;
import io.targetwise.app.monitoring.alarm.Alarms;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.proposal.ProposalDecisions;
import io.targetwise.app.proposal.Proposals;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.setpoint.SetpointCommands;

/**
 * Makes the process view's panels, each with the services it reads and acts through: the view composes panels
 * and needs none of their services itself.
 */
@ApplicationScoped
public class ProcessPanels {
    private final Readings readings;
    private final DesignPoints designPoints;
    private final Proposals proposals;
    private final ProposalDecisions decisions;
    private final SetpointCommands commands;
    private final Autopilots autopilots;
    private final Alarms alarms;
    private final ForecastOutcomes forecasts;
    private final CampaignService campaigns;
    private final CampaignHistory campaignHistory;
    private final HistoryImport historyImport;
    private final ConsoleBroadcaster broadcaster;
    private final ConsoleActs acts;

    ProcessPanels(Readings readings, DesignPoints designPoints, Proposals proposals, ProposalDecisions decisions,
            SetpointCommands commands, Autopilots autopilots, Alarms alarms, ForecastOutcomes forecasts,
            CampaignService campaigns, CampaignHistory campaignHistory, HistoryImport historyImport,
            ConsoleBroadcaster broadcaster, ConsoleActs acts) {
        this.readings = readings;
        this.designPoints = designPoints;
        this.proposals = proposals;
        this.decisions = decisions;
        this.commands = commands;
        this.autopilots = autopilots;
        this.alarms = alarms;
        this.forecasts = forecasts;
        this.campaigns = campaigns;
        this.campaignHistory = campaignHistory;
        this.historyImport = historyImport;
        this.broadcaster = broadcaster;
        this.acts = acts;
    }

    /** The page the panels of one view share, for the user of this request. */
    ProcessPage page(ProcessDefinition process) {
        return new ProcessPage(process, ConsoleUser.current(), broadcaster, acts);
    }

    DecisionBanner decision(ProcessPage page) {
        return new DecisionBanner(page, desk(page), autopilots);
    }

    AutopilotPanel autopilot(ProcessPage page) {
        return new AutopilotPanel(page, autopilots);
    }

    ProcessHeader header(ProcessPage page) {
        return new ProcessHeader(page, readings);
    }

    AlarmPanel alarms(ProcessPage page) {
        return new AlarmPanel(page, alarms);
    }

    TrendsPanel trends(ProcessPage page) {
        return new TrendsPanel(page, readings, commands);
    }

    ProposalPanel proposals(ProcessPage page) {
        return new ProposalPanel(page, desk(page), commands);
    }

    ModelPanel model(ProcessPage page) {
        return new ModelPanel(page, campaigns, acts);
    }

    CampaignHistoryPanel campaignHistory(ProcessPage page) {
        return new CampaignHistoryPanel(page, campaignHistory);
    }

    ForecastPanel forecasts(ProcessPage page) {
        return new ForecastPanel(page, forecasts);
    }

    HistoryUpload historyUpload(ProcessPage page) {
        return new HistoryUpload(page, historyImport);
    }

    private ProposalDesk desk(ProcessPage page) {
        return new ProposalDesk(page, proposals, designPoints, decisions, readings);
    }
}
