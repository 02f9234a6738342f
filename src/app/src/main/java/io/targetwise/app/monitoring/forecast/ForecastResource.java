package io.targetwise.app.monitoring.forecast;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import io.targetwise.app.process.ProcessService;
import io.targetwise.app.security.Roles;

@Path("/api/processes/{processId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Campaigns")
@RolesAllowed(Roles.OPERATOR)
public class ForecastResource {
    private final ForecastOutcomes forecasts;
    private final ProcessService processes;

    ForecastResource(ForecastOutcomes forecasts, ProcessService processes) {
        this.forecasts = forecasts;
        this.processes = processes;
    }

    @GET
    @Path("/forecasts")
    @Operation(summary = "What approved proposals predicted against what the plant delivered, newest first, with the"
            + " hit rate of the 90 % intervals of the delivered mean")
    public ForecastReport forecasts(@PathParam("processId") long processId) {
        return forecasts.report(processes.require(processId));
    }
}
