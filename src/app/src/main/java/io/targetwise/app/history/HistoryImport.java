package io.targetwise.app.history;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import io.targetwise.app.ingest.ClockSkew;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.ingest.MeasurementValidator;
import io.targetwise.app.ingest.RejectedMeasurementException;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import java.time.Instant;

/**
 * Imports a process's past runs from CSV: each row is checked exactly as a Kafka measurement and the good ones are
 * stored in one batch by the ingest's own store, so they are deduplicated by event id and the campaign hears of
 * them as of any plant readings ({@code MeasurementsStored}). Bad rows are reported, never fatal to the rest.
 */
@ApplicationScoped
public class HistoryImport {
    /** Bounds memory and the length of one database transaction; said in the OpenAPI description and docs/kafka.md. */
    public static final int MAX_ROWS = 20_000;
    public static final int MAX_BYTES = 8 * 1024 * 1024;

    private final ProcessService processes;
    private final MeasurementStore store;
    private final ClockSkew clockSkew;

    HistoryImport(ProcessService processes, MeasurementStore store, ClockSkew clockSkew) {
        this.processes = processes;
        this.store = store;
        this.clockSkew = clockSkew;
    }

    /**
     * @throws io.targetwise.app.common.NotFoundException if no process has that id
     * @throws io.targetwise.app.common.InvalidRequestException for a header that does not fit the process, or too many rows
     */
    public ImportReport importCsv(long processId, Reader csv) {
        ProcessDefinition process = processes.require(processId);
        List<MeasurementCsv.Row> rows = MeasurementCsv.parse(csv, processId, process.output().unit(), MAX_ROWS,
                columns -> columns.requireColumnsOf(process));
        List<MeasurementValidator.ValidMeasurement> valid = new ArrayList<>();
        Instant latestSourceTime = clockSkew.latestSourceTime();
        List<ImportReport.RefusedRow> refused = new ArrayList<>();
        for (MeasurementCsv.Row row : rows) {
            if (row.problem() != null) {
                refused.add(new ImportReport.RefusedRow(row.line(), row.problem()));
                continue;
            }
            try {
                valid.add(MeasurementValidator.validate(row.message(), process, latestSourceTime));
            } catch (RejectedMeasurementException e) {
                refused.add(new ImportReport.RefusedRow(row.line(), e.getMessage()));
            }
        }
        MeasurementStore.Result result = valid.isEmpty() ? new MeasurementStore.Result(0, 0) : store.store(valid);
        return new ImportReport(rows.size(), result.stored(), result.duplicates(), refused);
    }
}
