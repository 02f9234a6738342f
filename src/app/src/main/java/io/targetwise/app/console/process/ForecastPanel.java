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
     * e.g. "predicted 140 mm, 90 % interval 138.7 to 141.3 mm for the mean of 3, measured 132.3 mm: a 9.6σ miss"; a
     * hit or a miss of that interval, the miss in the normal's sigmas whatever the forecast's law.
     */
    private static String text(ForecastOutcomeView o, String unit) {
        return "predicted " + Formats.number(o.predictedMean()) + " " + unit + ", 90 % interval "
                + Formats.number(o.intervalLower()) + " to " + Formats.number(o.intervalUpper()) + " " + unit
                + " for the mean of " + o.replicates() + ", measured " + Formats.number(o.deliveredMean()) + " " + unit
                + ": a " + Formats.sigma(o.missSigma()) + (o.insideInterval() ? " hit" : " miss");
    }
}
