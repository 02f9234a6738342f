package io.targetwise.app.console.process;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;

import io.targetwise.app.common.Formats;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.monitoring.forecast.ForecastOutcomeView;
import io.targetwise.app.monitoring.forecast.ForecastOutcomes;
import io.targetwise.app.monitoring.forecast.ForecastReport;
import io.targetwise.app.process.ProcessDefinition;

/**
 * How honest the campaign's forecasts were: the hit rate of the 90 % intervals, over all approved proposals and the
 * latest {@value ForecastOutcomes#RECENT}, then each judged proposal, newest first, as prediction against delivery.
 */
final class ForecastPanel extends VerticalLayout {
    private final Span hitRate = new Span();
    private final VerticalLayout outcomes = new VerticalLayout();
    private final ProcessDefinition process;
    private final ForecastOutcomes forecasts;

    ForecastPanel(ProcessPage page, ForecastOutcomes forecasts) {
        this.process = page.process();
        this.forecasts = forecasts;
        hitRate.setId("forecast-hit-rate");
        outcomes.setId("forecast-outcomes");
        outcomes.setPadding(false);
        outcomes.setSpacing(false);
        add(hitRate, outcomes);
        setPadding(false);
        page.drawOn(this, this::refresh, Kind.FORECASTS);
    }

    private void refresh() {
        ForecastReport report = forecasts.report(process);
        outcomes.removeAll();
        if (report.judged() == 0) {
            hitRate.setText("No forecast judged yet: an approved proposal is judged once its setpoint's replicates"
                    + " have arrived.");
            return;
        }
        hitRate.setText("90 % intervals hit: " + report.hits() + " of " + report.judged() + " ("
                + Formats.percent(report.hitRate()) + "); latest " + report.recentJudged() + ": "
                + Formats.percent(report.recentHitRate()) + ". A calibrated model hits about 90 %.");
        report.outcomes().forEach(o -> {
            Div line = new Div(new Span("Proposal " + o.proposalId() + " at " + Formats.setpoints(o.setpoints()) + ": "
                    + text(o, process.output().unit())));
            if (!o.insideInterval()) {
                line.addClassName("abnormal-text");
            }
            outcomes.add(line);
        });
    }

    /**
     * e.g. "predicted 140 ± 0.8 mm (1σ of the mean of 3), measured 132.3 mm: a 9.6σ miss"; a hit or a miss of the
     * 90 % interval of the delivered mean.
     */
    private static String text(ForecastOutcomeView o, String unit) {
        return "predicted " + Formats.number(o.predictedMean()) + " ± " + Formats.number(o.meanSd()) + " " + unit
                + " (1σ of the mean of " + o.replicates() + "), measured " + Formats.number(o.deliveredMean()) + " "
                + unit + ": a " + Formats.sigma(o.missSigma()) + (o.insideInterval() ? " hit" : " miss");
    }
}
