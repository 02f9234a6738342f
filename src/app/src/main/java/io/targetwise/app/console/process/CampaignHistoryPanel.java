package io.targetwise.app.console.process;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.vaadin.flow.component.Composite;

import io.targetwise.app.campaign.CampaignHistory;
import io.targetwise.app.campaign.CampaignIterationView;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.process.ProcessDefinition;

/** The campaign's convergence ({@link HistoryChart}), drawn anew with each refit. */
final class CampaignHistoryPanel extends Composite<TrendChart> {
    private final TrendChart chart;
    private final ProcessDefinition process;
    private final CampaignHistory history;

    CampaignHistoryPanel(ProcessPage page, CampaignHistory history) {
        this.process = page.process();
        this.history = history;
        chart = HistoryChart.create(process);
        chart.setId("campaign-history");
        // The campaign refits before it proposes; a fit for the model tab is announced by that tab (refresh)
        page.drawOn(this, this::refresh, Kind.PROPOSALS, Kind.SETPOINT_COMMANDS);
    }

    @Override
    protected TrendChart initContent() {
        return chart;
    }

    void refresh() {
        List<CampaignIterationView> oldestFirst = new ArrayList<>(history.iterations(process, ProcessPage.SHOWN));
        Collections.reverse(oldestFirst);
        HistoryChart.draw(chart, oldestFirst);
    }
}
