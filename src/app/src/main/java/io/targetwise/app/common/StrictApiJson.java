package io.targetwise.app.common;

import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

import com.fasterxml.jackson.databind.ObjectMapper;

/** The REST API reads JSON as the application's mapper does, but strictly ({@link StrictJson}). */
@Provider
class StrictApiJson implements ContextResolver<ObjectMapper> {
    private final ObjectMapper strict;

    StrictApiJson(ObjectMapper json) {
        this.strict = StrictJson.copyOf(json);
    }

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return strict;
    }
}
