package io.targetwise.app.common;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A request body the JSON reader refused, as the field errors a client corrects: the path of the offending value in
 * the field convention of the validators ({@code designVariables[1].lowerBound}) and what it must be.
 */
final class JsonFieldErrors {
    private static final Set<Class<?>> WHOLE_NUMBERS = Set.of(Integer.class, int.class, Long.class, long.class,
            Short.class, short.class);
    private static final Set<Class<?>> NUMBERS = Set.of(Double.class, double.class, Float.class, float.class);

    private JsonFieldErrors() {
    }

    static FieldError of(StreamReadException e) {
        JsonLocation at = e.getLocation();
        String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
        return new FieldError("body", "is not valid JSON: " + where + e.getOriginalMessage());
    }

    static FieldError of(DatabindException e) {
        String field = path(((JsonMappingException) e).getPath());
        if (e instanceof MismatchedInputException m) {
            String got = m instanceof InvalidFormatException f ? ", got " + f.getValue() : "";
            return new FieldError(field.isEmpty() ? "body" : field, expected(m.getTargetType()) + got);
        }
        return new FieldError(field.isEmpty() ? "body" : field, e.getOriginalMessage());
    }

    private static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference r : references) {
            if (r.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                path.append('[').append(r.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "has the wrong type";
        } else if (WHOLE_NUMBERS.contains(type)) {
            return "must be a whole number";
        } else if (NUMBERS.contains(type)) {
            return "must be a number";
        } else if (type == Boolean.class || type == boolean.class) {
            return "must be true or false";
        } else if (type == String.class) {
            return "must be text";
        } else if (type.isEnum()) {
            return "must be one of " + Stream.of(type.getEnumConstants()).map(Object::toString)
                    .collect(Collectors.joining(", "));
        } else if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "must be a list";
        }
        return "must be an object";
    }
}
