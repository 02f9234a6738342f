package io.targetwise.app.console.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.upload.Upload;
import com.vaadin.flow.server.streams.UploadEvent;

import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.events.ProcessActivity.Kind;
import io.targetwise.app.history.HistoryImport;
import io.targetwise.app.history.ImportReport;
import io.targetwise.app.security.Roles;

/**
 * Past runs from a CSV file, for engineers: the upload, then the report of the import (stored, already stored, and
 * the first refused rows with their reasons). Like a decision, an import is checked against the user its own request
 * was signed in as.
 */
final class HistoryUpload extends VerticalLayout {
    private static final int REFUSED_SHOWN = 20;
    private final Upload upload = new Upload(this::receive);
    private final Span summary = new Span();
    private final Grid<ImportReport.RefusedRow> refused = new Grid<>();
    private final ProcessPage page;
    private final HistoryImport history;

    HistoryUpload(ProcessPage page, HistoryImport history) {
        this.page = page;
        this.history = history;
        upload.setId("history-upload");
        summary.setId("history-summary");
        refused.setId("history-refused");
        upload.setAcceptedFileTypes("text/csv", ".csv");
        upload.setMaxFiles(1);
        upload.setMaxFileSize(HistoryImport.MAX_BYTES);
        upload.setDropLabel(new Span("Drop a CSV file of past runs here"));
        refused.addThemeVariants(GridVariant.LUMO_COMPACT);
        refused.addColumn(ImportReport.RefusedRow::row).setHeader("line").setAutoWidth(true).setFlexGrow(0);
        refused.addColumn(ImportReport.RefusedRow::reason).setHeader("reason");
        refused.setAllRowsVisible(true);
        refused.setVisible(false);
        add(new Paragraph("Columns: sourceTime, output, one per design variable by name, environment:<name> per"
                + " environmental variable; optionally unit, quality, batchId, eventId (docs/kafka.md). Importing the"
                + " same file again stores nothing twice."), upload, summary, refused);
        setPadding(false);
    }

    /**
     * Runs on the upload's request, outside the UI's lock: checks who sends the file while that request is at hand
     * (an engineer now, per the users table), reads it (the browser's size limit is only a courtesy), then hands it
     * to the UI.
     */
    private void receive(UploadEvent event) throws IOException {
        try {
            page.actor(event.getRequest(), Roles.ENGINEER);
        } catch (UnauthorizedException | ForbiddenException refused) {
            event.getUI().access(() -> showFailure(refused.getMessage()));
            return;
        }
        byte[] csv;
        try (InputStream in = event.getInputStream()) {
            csv = in.readNBytes(HistoryImport.MAX_BYTES + 1);
        }
        event.getUI().access(() -> {
            if (csv.length > HistoryImport.MAX_BYTES) {
                showFailure("a history file may hold at most " + HistoryImport.MAX_BYTES + " bytes");
            } else {
                importCsv(csv);
            }
        });
    }

    private void importCsv(byte[] csv) {
        try {
            show(history.importCsv(page.process().id(), new StringReader(new String(csv, StandardCharsets.UTF_8))));
            page.changed(Kind.MEASUREMENTS);
        } catch (InvalidRequestException e) {
            showFailure(e.getMessage());
        }
    }

    private void show(ImportReport report) {
        summary.removeClassName("abnormal-text");
        summary.setText(report.rows() + " rows: " + report.stored() + " stored, " + report.duplicates()
                + " already stored, " + report.refused().size() + " refused"
                + (report.refused().size() > REFUSED_SHOWN ? " (the first " + REFUSED_SHOWN + " below)" : ""));
        refused.setItems(report.refused().stream().limit(REFUSED_SHOWN).toList());
        refused.setVisible(!report.refused().isEmpty());
        upload.clearFileList();
    }

    /** The file as a whole was refused (its header, its size, its sender): nothing was stored. */
    private void showFailure(String reason) {
        summary.setText("Nothing imported: " + reason);
        summary.addClassName("abnormal-text");
        refused.setVisible(false);
        upload.clearFileList();
    }
}
