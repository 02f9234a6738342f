package io.targetwise.app.common;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * How JSON from outside is read, by the REST API and the measurements topic alike: a key given twice is refused (which
 * value counts would depend on the reader), a number is a plain JSON number (Jackson would otherwise take the text
 * {@code "0x1p3"} or {@code "139.7d"} for 8 and 139.7, as Java's parser reads them), and a fraction where a whole
 * number is expected ({@code "replicates": 2.5}) is refused instead of silently truncated.
 */
public final class StrictJson {
    private StrictJson() {
    }

    /** A copy of the application's mapper (its modules and settings) that reads strictly. */
    public static ObjectMapper copyOf(ObjectMapper json) {
        ObjectMapper strict = json.copy().disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        strict.getFactory().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        for (LogicalType numbers : new LogicalType[] {LogicalType.Integer, LogicalType.Float}) {
            strict.coercionConfigFor(numbers).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
        return strict;
    }
}
