package io.targetwise.app.readings;

import java.util.List;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.common.PageOf;
import io.targetwise.app.common.PageParameters;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;
import jakarta.ws.rs.BeanParam;

@Path("/api/processes/{processId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Measurements", description = "Stored plant measurements and the design points aggregated from them")
@RolesAllowed(Roles.OPERATOR)
public class MeasurementResource {

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
    @Operation(summary = "Measurements of a process, newest first, a page at a time",
            description = "total is the exact number of stored measurements of the process, every quality included."
                    + " Counting them reads the process's whole history, so by default only the first page (page=0)"
                    + " carries it and later pages have total null, each costing the same however many are stored;"
                    + " total=true counts for any page, total=false skips the count on the first.")
    public PageOf<MeasurementView> measurements(@PathParam("processId") long processId,
            @BeanParam PageParameters parameters, @QueryParam("total") @Parameter(description = "Count every stored"
                    + " measurement of the process (default: on the first page only)") Boolean total) {
        ProcessDefinition process = processes.require(processId);
        PageRequest page = parameters.request();
        PageOf<StoredReading> stored = readings.page(processId, page.page(), page.size(),
                total == null ? page.page() == 0 : total);
        return new PageOf<>(stored.items().stream().map(m -> MeasurementView.of(m, process)).toList(), page.page(),
                page.size(), stored.total());
    }

    @GET
    @Path("/design-points")
    @Operation(summary = "Design points of a process: replicates aggregated per setpoint, in order of first measurement,"
            + " a page at a time")
    public List<DesignPointView> designPoints(@PathParam("processId") long processId, @BeanParam PageParameters page) {
        ProcessDefinition process = processes.require(processId);
        return designPoints.page(processId, page.request()).stream().map(d -> DesignPointView.of(d, process)).toList();
    }
}
