package io.targetwise.app.common;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;

import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/** The page and size query parameters of every list the API serves (@BeanParam). */
public class PageParameters {
    @QueryParam("page")
    @DefaultValue("0")
    @Parameter(description = "Which page, from 0")
    public int page;

    @QueryParam("size")
    @DefaultValue("" + PageRequest.DEFAULT_SIZE)
    @Parameter(description = "Items per page, 1 to " + PageRequest.MAX_SIZE)
    public int size;

    /** @throws InvalidRequestException naming page or size when out of range */
    public PageRequest request() {
        return PageRequest.of(page, size);
    }
}
