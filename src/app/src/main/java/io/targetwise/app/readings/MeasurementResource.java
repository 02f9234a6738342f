package io.targetwise.app.readings;

import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.common.PageOf;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;

@Path("/api/processes/{processId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Measurements", description = "Stored plant measurements and the design points aggregated from them")
@RolesAllowed(Roles.OPERATOR)
public class MeasurementResource {
    static final int MAX_PAGE_SIZE = 1000;

    private final ProcessService processes;
    private final Readings readings;
    private final DesignPoints designPoints;

    MeasurementResource(ProcessService processes, Readings readings, DesignPoints designPoints) {
        this.processes = processes;
        this.readings = readings;
        this.designPoints = designPoints;
    }

    @GET
    @Path("/measurements")
    @Operation(summary = "Measurements of a process, newest first, a page at a time")
    public PageOf<MeasurementView> measurements(@PathParam("processId") long processId,
            @QueryParam("page") @DefaultValue("0") int page, @QueryParam("size") @DefaultValue("100") int size) {
        ProcessDefinition process = processes.require(processId);
        if (page < 0 || size < 1 || size > MAX_PAGE_SIZE) {
            throw new BadRequestException("page must be >= 0 and size in 1.." + MAX_PAGE_SIZE);
        }
        PageOf<StoredReading> stored = readings.page(processId, page, size);
        return new PageOf<>(stored.items().stream().map(m -> MeasurementView.of(m, process)).toList(), page, size,
                stored.total());
    }

    @GET
    @Path("/design-points")
    @Operation(summary = "Design points of a process: replicates aggregated per setpoint, in order of first measurement")
    public List<DesignPointView> designPoints(@PathParam("processId") long processId) {
        ProcessDefinition process = processes.require(processId);
        return designPoints.of(processId).stream().map(d -> DesignPointView.of(d, process)).toList();
    }
}
