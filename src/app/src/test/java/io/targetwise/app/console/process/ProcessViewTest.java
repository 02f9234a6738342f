package io.targetwise.app.console.process;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.UploadKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.upload.Upload;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.console.ConsoleTest;
import io.targetwise.app.console.Routes;
import io.targetwise.app.console.chart.Axis;
import io.targetwise.app.console.chart.HeatMapChart;
import io.targetwise.app.console.chart.LimitLine;
import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.console.chart.Zone;
import io.targetwise.app.history.ImportReport;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalRows;
import io.targetwise.app.proposal.ProposalStatus;
import io.targetwise.app.readings.ReadingRange;
import io.targetwise.app.readings.Readings;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.UserService;
import io.targetwise.app.setpoint.SetpointCommandRows;

@QuarkusTest
class ProcessViewTest extends ConsoleTest {
    private static final Instant T0 = Instant.parse("2026-11-21T08:00:00Z");

    @Inject
    ProcessService processes;
    @Inject
    UserService users;

    /** Signs the user in and opens the process's view. */
    static ProcessView open(ProcessDefinition process, String user, Role role) {
        signIn(user, role);
        UI.getCurrent().navigate(Routes.process(process.id()));
        return _get(ProcessView.class);
    }

    /** Opens the tab of the process view's details at this index, which attaches its panel. */
    static void openTab(int index) {
        byId(TabSheet.class, "process-details").setSelectedIndex(index);
    }

    private static TrendChart runChart() {
        return byId(TrendChart.class, "run-chart");
    }

    private static TrendChart histogram() {
        return byId(TrendChart.class, "capability-histogram");
    }

    private static Span state() {
        return byId(Span.class, "process-state");
    }

    private static List<Component> openProposals() {
        return byId(VerticalLayout.class, "open-proposals").getChildren().toList();
    }

    /** The reason field and the buttons of the decision form with this id: on a card, or on the banner. */
    private static void decide(String form, String reason, String verdict) {
        byId(TextArea.class, form + "-reason").setValue(reason);
        byId(Button.class, form + "-" + verdict).click();
    }

    @SuppressWarnings("unchecked")
    private static RadioButtonGroup<ReadingRange> range() {
        return byId(RadioButtonGroup.class, "reading-range");
    }

    private static List<TrendChart> modelSlices() {
        return _find(byId(FlexLayout.class, "model-slices"), TrendChart.class);
    }

    @Test
    void theRunChartShowsToleranceTargetReplicateGroupsSetpointChangesAndOutliers() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, T0, new double[] {1, 1}, 9.6, 10.0);
        ConsoleFixtures.readings(process, T0.plusSeconds(60), new double[] {2, 2}, 11.5, 10.9);
        ConsoleFixtures.readings(process, T0.plusSeconds(120), new double[] {3, 3}, 8.7, 9.3);

        open(process, TestUsers.OPERATOR, Role.OPERATOR);

        TrendChart runChart = runChart();
        assertThat(runChart.zones()).containsExactly(new Zone("tolerance", Axis.Y, 9.0, 11.0, Tone.MUTED));
        assertThat(runChart.limitLines()).filteredOn(l -> l.axis() == Axis.Y).extracting(LimitLine::label, LimitLine::value)
                .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("USL", 11.0),
                        org.assertj.core.groups.Tuple.tuple("target", 10.0), org.assertj.core.groups.Tuple.tuple("LSL", 9.0));
        assertThat(runChart.limitLines()).filteredOn(l -> l.axis() == Axis.X).extracting(LimitLine::value)
                .as("setpoint changes").containsExactly((double) T0.plusSeconds(60).toEpochMilli(),
                        (double) T0.plusSeconds(120).toEpochMilli());
        Series means = runChart.series().stream().filter(s -> s.kind() == Series.Kind.SEGMENTS).findFirst().orElseThrow();
        assertThat(means.points()).extracting(PlotPoint::y).containsExactly(9.8, 9.8, 11.2, 11.2, 9.0, 9.0);
        assertThat(runChart.markers()).singleElement().satisfies(m -> {
            assertThat(m.tone()).isEqualTo(Tone.ABNORMAL);
            assertThat(m.points()).extracting(PlotPoint::y).containsExactly(11.5, 8.7);
        });
        // 10.0, 11.5, 10.9, 8.7, 9.3: the last reading is inside, but two of the last five are not
        assertThat(state().getText()).isEqualTo("last 9.3 mm · OUT OF TOLERANCE · 2 of the last 5 readings");
        assertThat(histogram().title()).startsWith("Cpk ").endsWith(" · n = 6 in 3 groups");
        assertThat(histogram().series().get(0).points()).extracting(PlotPoint::y).asList()
                .as("every reading is in a bin").satisfies(counts -> assertThat(counts.stream()
                        .mapToDouble(c -> (Double) c).sum()).isEqualTo(6.0));
    }

    @Test
    void approvingNeedsAReasonAndRecordsTheSignedInUserInTheAuditTrail() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, T0, new double[] {1, 1}, 9.6, 10.0);
        long proposalId = ConsoleFixtures.proposal(process, new double[] {4, 2});
        open(process, TestUsers.OPERATOR, Role.OPERATOR);

        assertThat(openProposals()).hasSize(1);
        Div card = byId(Div.class, "proposal-" + proposalId);
        assertThat(card.getElement().getTextRecursively()).contains("93.0 %").contains("robust-ei");
        // Why this setpoint, per variable: the move and the model's predicted effects, as stored with the proposal
        @SuppressWarnings("unchecked")
        Grid<ProposalPanel.SetpointChange> table = byId(Grid.class, "proposal-" + proposalId + "-changes");
        assertThat(table.getGenericDataView().getItems().map(c -> c.effect().meanEffect()).toList())
                .containsExactly(0.4, -0.2);
        assertThat(table.getGenericDataView().getItems().map(c -> c.effect().change()).toList())
                .containsExactly(-1.0, -3.0);
        assertThat(table.getColumns()).extracting(c -> c.getHeaderText()).contains("effect on mean [mm]",
                "effect on spread σ [mm]");
        String form = "proposal-" + proposalId + "-decision";
        byId(Button.class, form + "-approve").click();
        assertThat(ProposalRows.status(proposalId))
                .as("no reason, no decision").isEqualTo(ProposalStatus.OPEN);
        assertThat(byId(TextArea.class, form + "-reason").isInvalid()).isTrue();

        decide(form, "within the approved window", "approve");

        ProposalRows.Row decided = ProposalRows.row(proposalId);
        assertThat(decided.status()).isEqualTo(ProposalStatus.APPROVED);
        assertThat(decided.decidedBy()).isEqualTo(TestUsers.OPERATOR);
        assertThat(openProposals()).hasSize(1).as("only the 'no open proposal' line");
        // Readings stored without design points: none of the two-variable process's 3 initial setpoints is complete
        assertThat(byId(Span.class, "no-proposal").getText())
                .isEqualTo("No open proposal: initial design: 0 of 3 setpoints measured; the campaign proposes once it"
                        + " is complete.");
        var commands = SetpointCommandRows.of(process.id());
        assertThat(commands).singleElement().satisfies(c -> assertThat(c.issuedBy()).isEqualTo(TestUsers.OPERATOR));
        @SuppressWarnings("unchecked")
        Grid<io.targetwise.app.setpoint.SetpointCommandView> auditTrail = byId(Grid.class, "audit-trail");
        assertThat(auditTrail.getGenericDataView().getItems().toList()).singleElement()
                .satisfies(c -> assertThat(c.reason()).isEqualTo("within the approved window"));
        assertThat(runChart().limitLines()).as("the approval is marked on the run chart")
                .filteredOn(l -> l.axis() == Axis.X).extracting(LimitLine::label, LimitLine::value)
                .contains(org.assertj.core.groups.Tuple.tuple("P" + proposalId + " approved",
                        (double) commands.get(0).issuedAt().toEpochMilli()));
    }

    @Test
    void theViewLeadsWithTheDecisionAndTakesItThere() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, T0, new double[] {1, 1}, 9.6, 10.0);
        long proposalId = ConsoleFixtures.proposal(process, new double[] {4, 2});
        ProcessView view = open(process, TestUsers.OPERATOR, Role.OPERATOR);

        Div banner = byId(Div.class, "decision");
        assertThat(view.getComponentAt(0)).as("above the alarms and the charts").isSameAs(banner);
        assertThat(banner.getClassNames()).contains("decision-open");
        Span line = byId(Span.class, "decision-line");
        assertThat(line.getText()).isEqualTo("Proposal " + proposalId + " waits for approval: move x1 1 → 4 mm,"
                + " x2 1 → 2 mm, forecast for the mean of 2 readings 10.2 mm, 90 % interval ± 0.6782 mm (last reading 10 mm"
                + " against a target of 10 mm).");

        decide("decision-form", "decided from the banner", "approve");

        ProposalRows.Row decided = ProposalRows.row(proposalId);
        assertThat(decided.status()).isEqualTo(ProposalStatus.APPROVED);
        assertThat(decided.decidedBy()).isEqualTo(TestUsers.OPERATOR);
        assertThat(decided.decisionReason()).isEqualTo("decided from the banner");
        assertThat(line.getText()).isEqualTo("Initial design: 0 of 3 setpoints measured, no decision needed:"
                + " the campaign proposes once it is complete (last reading 10 mm against a target of 10 mm).");
        assertThat(banner.getClassNames()).doesNotContain("decision-open");
        assertThat(_find(banner, Button.class)).as("nothing left to decide").isEmpty();
    }

    @Test
    void theRunChartShowsTheRecentWindowTheLastDayOrTheWholeCampaign() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, T0.minus(Duration.ofDays(2)), new double[] {1, 1}, new double[5]);
        double[] day = new double[Readings.RECENT + 5];
        java.util.Arrays.fill(day, 10.0);
        ConsoleFixtures.readings(process, T0, new double[] {2, 2}, day);
        open(process, TestUsers.OPERATOR, Role.OPERATOR);

        assertThat(range().getValue()).isEqualTo(ReadingRange.RECENT);
        assertThat(readingsShown()).isEqualTo(Readings.RECENT);
        range().setValue(ReadingRange.DAY);
        assertThat(readingsShown()).isEqualTo(Readings.RECENT + 5);
        range().setValue(ReadingRange.CAMPAIGN);
        assertThat(readingsShown()).isEqualTo(Readings.RECENT + 10);
        assertThat(runChart().clipped()).as("among 125 readings of 10 the first day's zeros are far outliers")
                .hasSize(5).allSatisfy(c -> assertThat(c.value()).isZero()).allSatisfy(
                        c -> assertThat(c.edge()).isEqualTo(runChart().yRange().min()).isEqualTo(9.0));
        assertThat(histogram().series().get(0).points().stream().mapToDouble(PlotPoint::y).sum())
                .as("capability stays on the recent window").isEqualTo(Readings.RECENT);
        assertThat(range().getHelperText()).as("far below the cap").isNull();
    }

    private static long readingsShown() {
        return runChart().series().stream().filter(s -> s.name().equals("reading")).findFirst().orElseThrow()
                .points().size();
    }

    @Test
    void aUserRemovedWhileTheViewIsOpenCanNoLongerDecide() {
        String leaving = "leaving." + UUID.randomUUID().toString().substring(0, 8);
        users.create(new NewUser(leaving, TestUsers.password(leaving), Role.OPERATOR), "test setup");
        ProcessDefinition process = ConsoleFixtures.process(processes);
        long proposalId = ConsoleFixtures.proposal(process, new double[] {4, 2});
        open(process, leaving, Role.OPERATOR);
        users.delete(leaving, "test setup");

        decide("proposal-" + proposalId + "-decision", "approved on the way out", "approve");

        assertThat(ProposalRows.status(proposalId))
                .isEqualTo(ProposalStatus.OPEN);
        assertThat(SetpointCommandRows.of(process.id())).isEmpty();
    }

    @Test
    void rejectingAndRevertingAreRecordedWithTheirReasons() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        ConsoleFixtures.readings(process, T0, new double[] {1, 1}, 9.6, 10.0);
        long first = ConsoleFixtures.proposal(process, new double[] {4, 2});
        open(process, TestUsers.OPERATOR, Role.OPERATOR);
        decide("proposal-" + first + "-decision", "too far from today's setpoint", "reject");
        assertThat(ProposalRows.status(first))
                .isEqualTo(ProposalStatus.REJECTED);

        Button revert = byId(Button.class, "revert");
        TextArea revertReason = byId(TextArea.class, "revert-reason");
        revert.click();
        assertThat(revertReason.isInvalid()).isTrue();
        revertReason.setValue("drift after the die change");
        revert.click(); // no model and no earlier command yet: refused, shown, nothing issued
        assertThat(SetpointCommandRows.of(process.id())).isEmpty();
    }

    @Test
    void theModelTabShowsSlicesWithBothBandsAndAHeatMap() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        double[][] design = {{1, 1}, {9, 9}, {1, 9}, {9, 1}, {5, 5}, {3, 7}};
        for (int i = 0; i < design.length; i++) {
            double y = 8 + 0.3 * design[i][0] + 0.1 * design[i][1];
            ConsoleFixtures.readings(process, T0.plusSeconds(60L * i), design[i], y - 0.1, y + 0.1);
        }
        open(process, TestUsers.ENGINEER, Role.ENGINEER);

        openTab(1);
        await().pollInSameThread().atMost(Duration.ofSeconds(120)).untilAsserted(() -> {
            MockVaadin.runUIQueue();
            assertThat(modelSlices()).hasSize(2);
        });
        for (var slice : modelSlices()) {
            assertThat(slice.bands()).extracting(b -> b.tone()).containsExactly(Tone.ALEATORIC, Tone.EPISTEMIC);
            assertThat(slice.series()).extracting(Series::name).containsExactly("predicted mean");
            assertThat(slice.zones()).extracting(Zone::from, Zone::to).containsExactly(org.assertj.core.groups.Tuple.tuple(9.0, 11.0));
            assertThat(slice.bands().get(0).edges()).allSatisfy(e -> assertThat(e.upper()).isGreaterThanOrEqualTo(e.lower()));
        }
        HeatMapChart heatMap = byId(HeatMapChart.class, "model-heat-map");
        assertThat(heatMap.grid().values()).hasDimensions(ModelPanel.HEAT_MAP_POINTS, ModelPanel.HEAT_MAP_POINTS);
        assertThat(heatMap.grid().lowIsGood()).isTrue();
        @SuppressWarnings("unchecked")
        RadioButtonGroup<ModelSlices.Metric> metric = byId(RadioButtonGroup.class, "model-metric");
        metric.setValue(ModelSlices.Metric.IN_TOLERANCE);
        assertThat(java.util.Arrays.stream(heatMap.grid().values()).flatMapToDouble(java.util.Arrays::stream))
                .allSatisfy(p -> assertThat(p).isBetween(0.0, 1.0));
        assertThat(heatMap.grid().lowIsGood()).isFalse();

        openTab(2);
        assertThat(byId(TrendChart.class, "campaign-history").series().get(0).points()).isNotEmpty();
    }

    @Test
    void theModelTabSaysWhatTheDataLacksWhileNoModelCanBeFitted() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        open(process, TestUsers.ENGINEER, Role.ENGINEER);

        openTab(1);
        await().pollInSameThread().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            MockVaadin.runUIQueue();
            assertThat(byId(Span.class, "model-status").getText())
                    .isEqualTo("The data cannot support a model yet: no measurements yet: tell the initial design before asking");
        });
        assertThat(byId(Button.class, "model-update").isEnabled()).as("the engineer can try again once data arrived")
                .isTrue();
        assertThat(modelSlices()).isEmpty();
    }

    @Test
    void anEngineerImportsHistoryFromACsvFileAndSeesWhatWasRefusedAndWhy() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        open(process, TestUsers.ENGINEER, Role.ENGINEER);
        assertThat(byId(TabSheet.class, "process-details").getTabAt(4).getLabel()).isEqualTo("Import history");
        openTab(4);
        StringBuilder csv = new StringBuilder("sourceTime,x1,x2,output\n2026-11-01T08:00:00Z,1,1,9.8\n"
                + "2026-11-01T08:01:00Z,1,1,10.1\n");
        for (int i = 0; i < 25; i++) {
            csv.append("2026-11-01T09:00:00Z,12,1,10\n"); // x1 above its bound of 10
        }
        Upload upload = byId(Upload.class, "history-upload");
        Span summary = byId(Span.class, "history-summary");
        assertThat(shown(Grid.class, "history-refused")).as("nothing refused yet").isFalse();

        UploadKt._upload(upload, "history.csv", "text/csv", csv.toString().getBytes(StandardCharsets.UTF_8));
        MockVaadin.runUIQueue(); // the upload hands its file over in UI.access

        Grid<?> refused = byId(Grid.class, "history-refused");
        assertThat(summary.getText()).isEqualTo("27 rows: 2 stored, 0 already stored, 25 refused (the first 20 below)");
        assertThat(GridKt._size(refused)).isEqualTo(20);
        assertThat(GridKt._get(refused, 0))
                .isEqualTo(new ImportReport.RefusedRow(4, "setpoint 'x1' = 12.0 is outside [0.0, 10.0]"));
        assertThat(state().getText()).as("the imported readings are on the run chart").isEqualTo("last 10.1 mm · in tolerance");

        UploadKt._upload(upload, "history.csv", "text/csv", csv.toString().getBytes(StandardCharsets.UTF_8));
        MockVaadin.runUIQueue(); // the upload hands its file over in UI.access
        assertThat(summary.getText()).startsWith("27 rows: 0 stored, 2 already stored, 25 refused");

        UploadKt._upload(upload, "other.csv", "text/csv", "sourceTime,x1,x3,output\n".getBytes(StandardCharsets.UTF_8));
        MockVaadin.runUIQueue();
        assertThat(summary.getText())
                .isEqualTo("Nothing imported: Invalid CSV header: x3: is not a design variable of the process"
                        + " (environmental values go in columns named environment:<name>)");
        assertThat(shown(Grid.class, "history-refused")).isFalse();
    }

    @Test
    void operatorsCannotImportHistory() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        open(process, TestUsers.OPERATOR, Role.OPERATOR);
        assertThat(byId(TabSheet.class, "process-details").getTabCount()).as("Proposals, Model, Campaign history,"
                + " Forecasts").isEqualTo(4);
    }
}
