package io.targetwise.app.common;

import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The REST API reads JSON as the application's mapper does, except that a fractional number where a whole number
 * is expected ({@code "replicates": 2.5}) is refused instead of silently truncated.
 */
@Provider
class StrictApiJson implements ContextResolver<ObjectMapper> {
    private final ObjectMapper strict;

    StrictApiJson(ObjectMapper json) {
        this.strict = json.copy().disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return strict;
    }
}
