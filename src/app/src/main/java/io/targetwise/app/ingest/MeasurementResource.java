package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.quarkus.hibernate.orm.panache.PanacheQuery;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Page;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;
import io.targetwise.core.surrogate.DesignPoint;

@Path("/api/processes/{processId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Measurements", description = "Stored plant measurements and the design points aggregated from them")
@RolesAllowed(Roles.OPERATOR)
public class MeasurementResource {
    static final int MAX_PAGE_SIZE = 1000;

    private final ProcessService processes;

    MeasurementResource(ProcessService processes) {
        this.processes = processes;
    }

    /** One stored measurement, values named by variable. */
    public record MeasurementView(String eventId, Instant sourceTime, Instant receivedAt, Map<String, Double> setpoints,
            Map<String, Double> environment, double output, String unit, MeasurementMessage.Quality quality,
            String batchId) {
    }

    /** Replicate statistics at one setpoint; sampleVariance and standardError are null below two replicates. */
    public record DesignPointView(Map<String, Double> setpoints, long replicates, double mean, Double sampleVariance,
            Double standardError, Instant firstMeasuredAt, Instant lastMeasuredAt) {
    }

    public record PageOf<T>(List<T> items, int page, int size, long total) {
    }

    @GET
    @Path("/measurements")
    @Operation(summary = "Measurements of a process, newest first, a page at a time")
    public PageOf<MeasurementView> measurements(@PathParam("processId") long processId,
            @QueryParam("page") @DefaultValue("0") int page, @QueryParam("size") @DefaultValue("100") int size) {
        ProcessDefinition process = processes.require(processId);
        if (page < 0 || size < 1 || size > MAX_PAGE_SIZE) {
            throw new jakarta.ws.rs.BadRequestException("page must be >= 0 and size in 1.." + MAX_PAGE_SIZE);
        }
        return QuarkusTransaction.requiringNew().call(() -> {
            PanacheQuery<MeasurementEntity> query = MeasurementEntity.find("processId = ?1 and sourceTime >= ?2",
                    MeasurementEntity.newestFirst(), processId, MeasurementEntity.EARLIEST_SOURCE_TIME);
            List<MeasurementView> items = query.page(Page.of(page, size)).<MeasurementEntity>list().stream()
                    .map(m -> toView(m, process)).toList();
            return new PageOf<>(items, page, size, query.count());
        });
    }

    @GET
    @Path("/design-points")
    @Operation(summary = "Design points of a process: replicates aggregated per setpoint, in order of first measurement")
    public List<DesignPointView> designPoints(@PathParam("processId") long processId) {
        ProcessDefinition process = processes.require(processId);
        return QuarkusTransaction.requiringNew().call(() -> DesignPointEntity.forProcess(processId).stream().map(d -> {
            DesignPoint p = d.toDesignPoint();
            return new DesignPointView(process.namedSetpoints(d.setpoint), d.replicates, d.mean,
                    p.hasVarianceEstimate() ? p.sampleVariance() : null,
                    p.hasVarianceEstimate() ? p.standardError() : null, d.firstMeasuredAt, d.lastMeasuredAt);
        }).toList());
    }

    private static MeasurementView toView(MeasurementEntity m, ProcessDefinition process) {
        return new MeasurementView(m.eventId, m.sourceTime, m.receivedAt, process.namedSetpoints(m.setpoint),
                m.environment == null ? Map.of() : process.namedEnvironment(m.environment),
                m.output, m.unit, m.quality, m.batchId);
    }
}
