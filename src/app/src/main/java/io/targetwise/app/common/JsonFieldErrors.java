package io.targetwise.app.common;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A request body the JSON reader refused, as the field errors a client corrects: the path of the offending value in
 * the field convention of the validators ({@code designVariables[1].lowerBound}) and what it must be.
 */
public final class JsonFieldErrors {
    /** How Jackson's strict duplicate detection (StrictJson) begins its message: "Duplicate field 'name'". */
    private static final String DUPLICATE_KEY = "Duplicate field ";
    /** How Jackson names text refused where a number belongs: Cannot coerce String value ("three") to ... */
    private static final Pattern REFUSED_TEXT = Pattern.compile("^Cannot coerce String value \\(\"(.*)\"\\) to");
    private static final Set<Class<?>> WHOLE_NUMBERS = Set.of(Integer.class, int.class, Long.class, long.class,
            Short.class, short.class);
    private static final Set<Class<?>> NUMBERS = Set.of(Double.class, double.class, Float.class, float.class);

    private JsonFieldErrors() {
    }

    static FieldError of(StreamReadException e) {
        JsonParser parser = e.getProcessor();
        if (parser != null && e.getOriginalMessage().startsWith(DUPLICATE_KEY)) {
            return new FieldError(path(parser.getParsingContext()), "is given more than once");
        }
        JsonLocation at = e.getLocation();
        String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
        return new FieldError("body", "is not valid JSON: " + where + e.getOriginalMessage());
    }

    public static FieldError of(DatabindException e) {
        if (e.getCause() instanceof StreamReadException read) { // a duplicate key inside an object being bound
            return of(read);
        }
        String field = path(((JsonMappingException) e).getPath());
        if (e instanceof MismatchedInputException m) {
            return new FieldError(field.isEmpty() ? "body" : field, expected(m.getTargetType()) + got(m));
        }
        return new FieldError(field.isEmpty() ? "body" : field, e.getOriginalMessage());
    }

    /**
     * The value refused, where the reader tells it: a wrong format, or text where a number belongs (StrictJson), which
     * Jackson names only in its message (the parser is closed by then).
     */
    private static String got(MismatchedInputException e) {
        if (e instanceof InvalidFormatException wrongFormat) {
            return ", got " + wrongFormat.getValue();
        }
        Matcher text = REFUSED_TEXT.matcher(e.getOriginalMessage());
        return text.find() ? ", got " + text.group(1) : "";
    }

    /** The key where the parser stands, in the same convention: the duplicate key as Jackson reports it. */
    private static String path(JsonStreamContext context) {
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.push("[" + c.getCurrentIndex() + "]");
            } else if (c.getCurrentName() != null) {
                parts.push((c.getParent() == null || c.getParent().inRoot() ? "" : ".") + c.getCurrentName());
            }
        }
        String path = String.join("", parts);
        return path.isEmpty() ? "body" : path;
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
