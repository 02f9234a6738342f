package io.targetwise.app.console.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.lang.management.ManagementFactory;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.IntStream;

import jakarta.enterprise.inject.Vetoed;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.console.chart.PlotPoint;
import io.targetwise.app.console.chart.Series;
import io.targetwise.app.console.chart.Tone;
import io.targetwise.app.console.chart.TrendChart;
import io.targetwise.app.events.ProcessActivity;
import io.targetwise.app.events.ProcessActivity.Kind;

/**
 * Live updates of pages whose browser does not collect them (a dropped push connection, a forgotten tab): what such a
 * page keeps must not grow with the activity it misses. Karibu's UI has no push connection, so nothing reaches its
 * "browser" until the test syncs it (a client round trip); meanwhile the server runs queued UI tasks as a free session
 * lock lets it, batch by batch.
 */
class LiveUpdatesTest {
    private static final long PROCESS = 7;
    private static final int PAGES = 11;
    private static final int BATCHES = 300;
    private static final int PROPOSAL_CARDS = 20;
    /** A run chart's readings in the suite's tests; the heap benchmark draws realistic ones. */
    private static final int FEW_READINGS = 10;
    /** Relevant to no page: once it is delivered, every earlier activity has reached every page. */
    private static final ProcessActivity MARKER = new ProcessActivity(-1, Kind.PROPOSALS, "test");

    private final CountingBroadcaster broadcaster = new CountingBroadcaster();
    private final Semaphore delivered = new Semaphore(0);
    private final AtomicInteger batches = new AtomicInteger();
    /** Every chart a page built, held weakly: the ones still reachable are what the pages keep. */
    private final List<WeakReference<TrendChart>> charts = new ArrayList<>();
    private UI ui;

    /**
     * Counts the pages' open subscriptions, so a test sees a page stop listening. Vetoed: it would inherit the
     * broadcaster's scope and become a second broadcaster bean of the Quarkus tests on this class path.
     */
    @Vetoed
    private static final class CountingBroadcaster extends ConsoleBroadcaster {
        private final AtomicInteger open = new AtomicInteger();

        /** The test's own listener, not counted. */
        void listen(Consumer<ProcessActivity> listener) {
            super.register(listener);
        }

        @Override
        public Registration register(Consumer<ProcessActivity> listener) {
            open.incrementAndGet();
            Registration registration = super.register(listener);
            return () -> {
                open.decrementAndGet();
                registration.remove();
            };
        }
    }

    /**
     * A page that rebuilds its cards and chart on each new proposal, as the process view's proposal panel does; the
     * chart, like every console chart, serialises its spec just before the response.
     */
    private final class ProposalPage extends Div {
        private final AtomicInteger rebuilds = new AtomicInteger();
        private final int readings;

        /** @param readings how many readings its chart draws */
        ProposalPage(int readings) {
            this.readings = readings;
            LiveUpdates.refreshOn(this, broadcaster, a -> a.processId() == PROCESS, this::rebuild);
        }

        private void rebuild() {
            rebuilds.incrementAndGet();
            TrendChart chart = new TrendChart("time", TrendChart.XAxis.VALUE, "output").addSeries(new Series("output",
                    Series.Kind.POINTS, Tone.NORMAL, IntStream.range(0, readings)
                            .mapToObj(i -> new PlotPoint(i, 10 + Math.sin(i))).toList()));
            charts.add(new WeakReference<>(chart));
            removeAll();
            add(new Span("batch " + batches.get()), chart);
            IntStream.range(0, PROPOSAL_CARDS).forEach(i -> add(new Div(new Span("proposal " + i),
                    new Span("x1 = 4.2"), new Span("x2 = 1.5"), new Span("expected 10.1 mm"))));
        }

        String shown() {
            return ((Span) getComponentAt(0)).getText();
        }
    }

    @BeforeEach
    void openUi() {
        MockVaadin.setup();
        ui = UI.getCurrent();
        broadcaster.listen(activity -> {
            if (activity.equals(MARKER)) {
                delivered.release();
            }
        });
    }

    @AfterEach
    void closeUi() {
        MockVaadin.tearDown();
        broadcaster.stop();
    }

    @Test
    void pagesWhoseBrowserNeverSyncsKeepOneRedrawHoweverManyBatchesTheyMiss() throws InterruptedException {
        List<ProposalPage> pages = IntStream.range(0, PAGES).mapToObj(i -> new ProposalPage(FEW_READINGS)).toList();
        pages.forEach(ui::add);

        for (int i = 0; i < BATCHES; i++) {
            proposalBatch();
        }

        assertThat(pages).allSatisfy(p -> assertThat(p.rebuilds.get()).as("rebuilds while the browser is away")
                .isLessThanOrEqualTo(1));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            System.gc();
            assertThat(reachableCharts()).as("charts the pages keep").isLessThanOrEqualTo(PAGES);
        });

        MockVaadin.clientRoundtrip();
        assertThat(pages).allSatisfy(p -> {
            assertThat(p.rebuilds.get()).as("one redraw at the sync").isEqualTo(1);
            assertThat(p.shown()).as("the latest state").isEqualTo("batch " + BATCHES);
        });

        proposalBatch();
        MockVaadin.clientRoundtrip();
        assertThat(pages).allSatisfy(p -> assertThat(p.shown()).as("live again after the sync")
                .isEqualTo("batch " + (BATCHES + 1)));
    }

    @Test
    void aPageStopsListeningWhenItLeavesTheScreen() {
        ProposalPage page = new ProposalPage(FEW_READINGS);
        ui.add(page);
        assertThat(broadcaster.open).hasValue(1);

        ui.remove(page);
        assertThat(broadcaster.open).hasValue(0);

        ui.add(page);
        assertThat(broadcaster.open).as("back on screen").hasValue(1);
    }

    @Test
    void aUiWhoseBrowserStoppedSendingHeartbeatsIsClosedAtTheNextActivity() throws InterruptedException {
        List<ProposalPage> pages = List.of(new ProposalPage(FEW_READINGS), new ProposalPage(FEW_READINGS));
        pages.forEach(ui::add);
        ui.getInternals().setLastHeartbeatTimestamp(System.currentTimeMillis() - Duration.ofHours(1).toMillis());

        proposalBatch();

        assertThat(ui.isClosing()).isTrue();
        assertThat(ui.getSession()).as("removed from its session").isNull();
        assertThat(pages).noneMatch(ProposalPage::isAttached);
        assertThat(broadcaster.open).as("no subscription left").hasValue(0);
        assertThat(pages).allSatisfy(p -> assertThat(p.rebuilds.get()).isZero());
    }

    /**
     * The heap that pages whose browser never syncs keep over proposal batches, each page's rebuild drawing a run
     * chart of 2,000 readings and 20 proposal cards. Not part of the suite, since a heap figure wants the JVM to
     * itself: {@code -Dtest=LiveUpdatesTest -Dtargetwise.benchmark=console-heap} (docs/benchmarks/console-heap.md).
     */
    @Test
    @EnabledIfSystemProperty(named = "targetwise.benchmark", matches = "console-heap")
    void heapKeptByPagesWhoseBrowserNeverSyncs() throws InterruptedException {
        List<ProposalPage> pages = IntStream.range(0, PAGES).mapToObj(i -> new ProposalPage(2000)).toList();
        pages.forEach(ui::add);
        pages.forEach(ProposalPage::rebuild); // as each page draws when it opens
        MockVaadin.clientRoundtrip();
        long opened = usedHeapAfterGc();
        StringBuilder report = new StringBuilder("Console heap, %d pages: opened %.1f MB"
                .formatted(PAGES, megabytes(opened)));
        for (int checkpoint : new int[] {25, 50, 100, 200}) {
            while (batches.get() < checkpoint) {
                proposalBatch();
            }
            report.append("; after %d batches %+.1f MB".formatted(checkpoint, megabytes(usedHeapAfterGc() - opened)));
        }
        MockVaadin.clientRoundtrip();
        report.append("; after the sync %+.1f MB".formatted(megabytes(usedHeapAfterGc() - opened)));
        System.out.println(report);
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double megabytes(long bytes) {
        return bytes / (1024.0 * 1024);
    }

    private long reachableCharts() {
        return charts.stream().filter(c -> c.get() != null).count();
    }

    /** New proposals for the process, handled on the server as a free session lock lets it: queued UI tasks run. */
    private void proposalBatch() throws InterruptedException {
        batches.incrementAndGet();
        broadcaster.onActivity(new ProcessActivity(PROCESS, Kind.PROPOSALS, "test"));
        broadcaster.onActivity(MARKER);
        assertThat(delivered.tryAcquire(10, TimeUnit.SECONDS)).as("activity delivered").isTrue();
        MockVaadin.runUIQueue();
    }
}
