package io.targetwise.app.history;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.Formats;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.process.ProcessDefinition;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Reads plant history in CSV into measurement messages, the same for the REST import and the send-measurements
 * command, so both derive the same event ids and a file sent both ways is stored once. Format (docs/kafka.md): a
 * header naming {@code sourceTime} and {@code output}, optionally {@code unit}, {@code quality}, {@code batchId} and
 * {@code eventId}, one column per design variable by name, and {@code environment:<name>} per environmental
 * variable. Only the shape is checked here: whether a row makes a valid measurement is MeasurementValidator's to say.
 */
public final class MeasurementCsv {
    public static final String ENVIRONMENT_PREFIX = "environment:";
    private static final String SOURCE_TIME = "sourceTime";
    private static final String OUTPUT = "output";
    private static final String UNIT = "unit";
    private static final String QUALITY = "quality";
    private static final String BATCH_ID = "batchId";
    private static final String EVENT_ID = "eventId";
    private static final Set<String> FIELDS = Set.of(SOURCE_TIME, OUTPUT, UNIT, QUALITY, BATCH_ID, EVENT_ID);
    private static final String HEADER_PROBLEM = "Invalid CSV header";
    /** Longer than any field name or variable name (ProcessDefinition bounds those) with its prefix. */
    static final int MAX_COLUMN_NAME = 200;
    /**
     * A number as JSON writes it, which is how the measurements topic takes them too: not Java's other spellings
     * (0x1p3, 139.7d, Infinity), which Double.valueOf would read.
     */
    private static final Pattern PLAIN_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    private MeasurementCsv() {
    }

    /** One data row: the message it reads as, or why it does not read at all. {@code line} counts from 1, the header. */
    public record Row(int line, MeasurementMessage message, String problem) {
    }

    /** The variable columns a header names. */
    public record Columns(Set<String> setpoints, Set<String> environment) {

        /**
         * A file for a process names each of its design variables and only its variables: anything else is a
         * mistake in the whole file, not in a row.
         *
         * @throws InvalidRequestException naming the first unknown or missing column
         */
        public void requireColumnsOf(ProcessDefinition process) {
            Set<String> design = new HashSet<>();
            process.designVariables().forEach(v -> design.add(v.name()));
            Set<String> environmental = new HashSet<>();
            process.environmentalVariables().forEach(v -> environmental.add(v.name()));
            for (String column : setpoints) {
                if (!design.contains(column)) {
                    throw headerProblem(column, "is not a design variable of the process (environmental values go in"
                            + " columns named " + ENVIRONMENT_PREFIX + "<name>)");
                }
            }
            for (String column : environment) {
                if (!environmental.contains(column)) {
                    throw headerProblem(ENVIRONMENT_PREFIX + column, "is not an environmental variable of the process");
                }
            }
            for (String variable : design) {
                if (!setpoints.contains(variable)) {
                    throw headerProblem(variable, "design variable has no column");
                }
            }
        }
    }

    /**
     * @param processId the process every row belongs to
     * @param defaultUnit the unit of rows without one (no unit column, or an empty cell); null for none
     * @param maxRows refuse files with more data rows than this
     * @param headerCheck judges the header's variable columns before any row is read
     * @return the data rows
     * @throws InvalidRequestException for a missing, duplicated, unnamed, overlong or unreadable header column, a
     *     header the check refuses, or too many rows
     */
    public static List<Row> parse(Reader csv, long processId, String defaultUnit, int maxRows,
            Consumer<Columns> headerCheck) {
        try (BufferedReader lines = new BufferedReader(csv)) {
            String headerLine = lines.readLine();
            if (headerLine == null || headerLine.isBlank()) {
                throw headerProblem("header", "the first line must name the columns");
            }
            Header header = Header.of(cells(stripByteOrderMark(headerLine)));
            headerCheck.accept(new Columns(header.setpoints.keySet(), header.environment.keySet()));
            List<Row> rows = new ArrayList<>();
            int lineNumber = 1;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                if (rows.size() == maxRows) {
                    throw new InvalidRequestException("Too many rows", "rows", "at most " + maxRows + " data rows per file");
                }
                rows.add(header.read(lineNumber, line, processId, defaultUnit));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The event id of a row that brings none: a name-based UUID of the process and the row's values as read (not as
     * written, so "1" and "1.0" agree), hence the same on every import of the same history.
     */
    static String derivedEventId(MeasurementMessage m) {
        String canonical = String.join("\n", String.valueOf(m.processId()), String.valueOf(m.sourceTime()),
                new TreeMap<>(m.setpoints()).toString(), new TreeMap<>(m.environment()).toString(),
                String.valueOf(m.output()), String.valueOf(m.unit()), String.valueOf(m.quality()),
                String.valueOf(m.batchId()));
        return "csv-" + UUID.nameUUIDFromBytes(canonical.getBytes(StandardCharsets.UTF_8));
    }

    /** The column's name shortened as a reason quotes values: a file may name a column with a million characters. */
    private static InvalidRequestException headerProblem(String column, String message) {
        return new InvalidRequestException(HEADER_PROBLEM, List.of(new FieldError(
                column.length() <= MAX_COLUMN_NAME ? column : Formats.quoted(column), message)));
    }

    /** Spreadsheet programs often start UTF-8 exports with one. */
    private static String stripByteOrderMark(String line) {
        return line.startsWith("\uFEFF") ? line.substring(1) : line;
    }

    /**
     * Splits one line at commas; a cell in double quotes may hold commas and doubled quotes. Cells are trimmed.
     *
     * @throws IllegalArgumentException for a quote left open
     */
    static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quoted cell is not closed (cells cannot span lines)");
        }
        cells.add(cell.toString().strip());
        return cells;
    }

    /** Where each field and variable sits in a row. */
    private static final class Header {
        final int width;
        final Map<String, Integer> fields = new LinkedHashMap<>();
        final Map<String, Integer> setpoints = new LinkedHashMap<>();
        final Map<String, Integer> environment = new LinkedHashMap<>();

        private Header(int width) {
            this.width = width;
        }

        static Header of(List<String> names) {
            Header header = new Header(names.size());
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < names.size(); i++) {
                String name = names.get(i);
                if (name.isEmpty()) {
                    throw headerProblem("column " + (i + 1), "has no name");
                }
                if (name.length() > MAX_COLUMN_NAME) {
                    throw headerProblem(name, "column " + (i + 1) + " has a name of " + name.length()
                            + " characters, more than the " + MAX_COLUMN_NAME + " any field or variable takes");
                }
                if (!seen.add(name)) {
                    throw headerProblem(name, "is named twice");
                }
                if (FIELDS.contains(name)) {
                    header.fields.put(name, i);
                } else if (name.startsWith(ENVIRONMENT_PREFIX)) {
                    String variable = name.substring(ENVIRONMENT_PREFIX.length()).strip();
                    if (variable.isEmpty()) {
                        throw headerProblem(name, "names no environmental variable");
                    }
                    header.environment.put(variable, i);
                } else {
                    header.setpoints.put(name, i);
                }
            }
            for (String required : List.of(SOURCE_TIME, OUTPUT)) {
                if (!header.fields.containsKey(required)) {
                    throw headerProblem(required, "column is missing");
                }
            }
            return header;
        }

        Row read(int line, String text, long processId, String defaultUnit) {
            List<String> cells;
            try {
                cells = cells(text);
            } catch (IllegalArgumentException e) {
                return new Row(line, null, e.getMessage());
            }
            if (cells.size() != width) {
                return new Row(line, null, "has " + cells.size() + " cells where the header names " + width + " columns");
            }
            List<String> problems = new ArrayList<>();
            Map<String, Double> setpointValues = numbers(setpoints, cells, "setpoint", problems);
            Map<String, Double> environmentValues = numbers(environment, cells, "environmental value", problems);
            Instant sourceTime = time(cell(cells, SOURCE_TIME), problems);
            Double output = number(cell(cells, OUTPUT), "output", problems);
            MeasurementMessage.Quality quality = quality(cell(cells, QUALITY), problems);
            if (!problems.isEmpty()) {
                return new Row(line, null, String.join("; ", problems));
            }
            String unit = cell(cells, UNIT);
            MeasurementMessage read = new MeasurementMessage(cell(cells, EVENT_ID), processId, sourceTime,
                    setpointValues, environmentValues, output, unit == null ? defaultUnit : unit, quality,
                    cell(cells, BATCH_ID));
            if (read.eventId() != null) {
                return new Row(line, read, null);
            }
            return new Row(line, new MeasurementMessage(derivedEventId(read), processId, sourceTime, setpointValues,
                    environmentValues, output, read.unit(), quality, read.batchId()), null);
        }

        /** The field's cell, null where the column is absent or the cell empty. */
        private String cell(List<String> cells, String field) {
            Integer index = fields.get(field);
            return index == null || cells.get(index).isEmpty() ? null : cells.get(index);
        }

        /** Empty cells are left out: the validator names a missing setpoint; environment readings may be sporadic. */
        private static Map<String, Double> numbers(Map<String, Integer> columns, List<String> cells, String what,
                List<String> problems) {
            Map<String, Double> values = new LinkedHashMap<>();
            columns.forEach((name, index) -> {
                Double value = number(cells.get(index).isEmpty() ? null : cells.get(index),
                        what + " " + Formats.quoted(name), problems);
                if (value != null) {
                    values.put(name, value);
                }
            });
            return values;
        }

        private static Double number(String text, String what, List<String> problems) {
            if (text == null) {
                return null;
            }
            if (!PLAIN_NUMBER.matcher(text).matches()) {
                problems.add(what + " is not a number: " + Formats.quoted(text));
                return null;
            }
            return Double.valueOf(text);
        }

        private static Instant time(String text, List<String> problems) {
            if (text == null) {
                return null;
            }
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException e) {
                problems.add("sourceTime " + Formats.quoted(text) + " is not an RFC 3339 time such as 2026-11-21T08:00:00Z");
                return null;
            }
        }

        /** Historians rarely record a quality: no column, or an empty cell, is GOOD. */
        private static MeasurementMessage.Quality quality(String text, List<String> problems) {
            if (text == null) {
                return MeasurementMessage.Quality.GOOD;
            }
            try {
                return MeasurementMessage.Quality.valueOf(text);
            } catch (IllegalArgumentException e) {
                problems.add("quality " + Formats.quoted(text) + " is not GOOD, UNCERTAIN or BAD");
                return null;
            }
        }
    }
}
