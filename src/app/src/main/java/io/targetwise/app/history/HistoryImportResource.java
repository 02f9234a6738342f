package io.targetwise.app.history;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.security.Roles;

@Path("/api/processes/{processId}/measurements/import")
@Tag(name = "Measurements")
public class HistoryImportResource {
    static final String TEXT_CSV = "text/csv";

    private final HistoryImport history;

    HistoryImportResource(HistoryImport history) {
        this.history = history;
    }

    @POST
    @Consumes(TEXT_CSV)
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed(Roles.ENGINEER)
    @Operation(summary = "Import past runs from CSV (UTF-8, at most " + HistoryImport.MAX_ROWS + " data rows and "
            + HistoryImport.MAX_BYTES / (1024 * 1024) + " MiB)", description = """
            Header: sourceTime, output, one column per design variable by name, environment:<name> per environmental \
            variable; optionally unit (default: the process output's unit), quality (default GOOD), batchId and \
            eventId. Each row is validated as a Kafka measurement; good rows are stored even when others are \
            refused. A row without eventId gets one derived from the process and its values, so importing the same \
            file again stores nothing twice. The campaign sees the stored rows as it sees plant readings.""")
    @APIResponse(responseCode = "200", description = "The report: rows, stored, duplicates, refused rows by line")
    @APIResponse(responseCode = "400", description = "A header column missing, unknown, duplicated, or too many rows")
    @APIResponse(responseCode = "413", description = "The body is larger than the limit")
    public ImportReport importCsv(@PathParam("processId") long processId, InputStream body) throws IOException {
        byte[] csv = body.readNBytes(HistoryImport.MAX_BYTES + 1);
        if (csv.length > HistoryImport.MAX_BYTES) {
            throw new WebApplicationException("a history file may hold at most " + HistoryImport.MAX_BYTES + " bytes",
                    Response.Status.REQUEST_ENTITY_TOO_LARGE);
        }
        return history.importCsv(processId, new StringReader(new String(csv, StandardCharsets.UTF_8)));
    }
}
