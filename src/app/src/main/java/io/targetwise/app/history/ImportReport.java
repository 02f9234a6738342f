package io.targetwise.app.history;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What an import of history did: data rows read, stored, already stored, and refused with their reasons. */
@Schema(description = "The outcome of a history import")
public record ImportReport(
        @Schema(description = "Data rows in the file (blank lines not counted)") int rows,
        @Schema(description = "Rows stored now") int stored,
        @Schema(description = "Rows whose event id was stored already, by an earlier import or the plant") int duplicates,
        @Schema(description = "Rows refused, each with its line number in the file (the header is line 1)") List<RefusedRow> refused) {

    public ImportReport {
        refused = List.copyOf(refused);
    }

    /** A row that was not stored, and every reason why. */
    public record RefusedRow(int row, String reason) {
    }
}
