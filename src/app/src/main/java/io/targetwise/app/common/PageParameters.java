package io.targetwise.app.common;

import jakarta.ws.rs.QueryParam;

import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The page and size query parameters of every list the API serves (@BeanParam), read as text so that one that is no
 * whole number is a 400 naming it ({@link QueryParameters}).
 */
public class PageParameters {
    @QueryParam("page")
    @Parameter(description = "Which page, from 0", schema = @Schema(type = SchemaType.INTEGER, defaultValue = "0"))
    public String page;

    @QueryParam("size")
    @Parameter(description = "Items per page, 1 to " + PageRequest.MAX_SIZE,
            schema = @Schema(type = SchemaType.INTEGER, defaultValue = "" + PageRequest.DEFAULT_SIZE))
    public String size;

    /** @throws InvalidRequestException naming page or size when either is no whole number or out of range */
    public PageRequest request() {
        return PageRequest.of(QueryParameters.wholeNumber("page", page, 0),
                QueryParameters.wholeNumber("size", size, PageRequest.DEFAULT_SIZE));
    }
}
