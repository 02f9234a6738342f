package io.targetwise.app.common;

import java.io.IOException;

import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

/**
 * The REST API reads JSON as the application's mapper does, but strictly ({@link StrictJson}), and writes a number
 * that has no JSON form (NaN, infinite: a design proposal's forecast, a value not measured) as null, where Jackson
 * would write the string "NaN" that a client reading numbers trips over.
 */
@Provider
class StrictApiJson implements ContextResolver<ObjectMapper> {
    private final ObjectMapper strict;

    StrictApiJson(ObjectMapper json) {
        this.strict = StrictJson.copyOf(json).registerModule(new SimpleModule("finite-or-null")
                .addSerializer(Double.class, FiniteOrNull.INSTANCE).addSerializer(double.class, FiniteOrNull.INSTANCE));
    }

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return strict;
    }

    private static final class FiniteOrNull extends StdSerializer<Double> {
        static final FiniteOrNull INSTANCE = new FiniteOrNull();

        private FiniteOrNull() {
            super(Double.class);
        }

        @Override
        public void serialize(Double value, JsonGenerator json, SerializerProvider provider) throws IOException {
            if (Double.isFinite(value)) {
                json.writeNumber(value);
            } else {
                json.writeNull();
            }
        }
    }
}
