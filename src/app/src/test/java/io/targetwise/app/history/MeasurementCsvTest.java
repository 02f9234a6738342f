package io.targetwise.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;

/** A CSV row's numbers are read as a plant writes them, plain decimals, not in every spelling Java can parse. */
class MeasurementCsvTest {

    private static List<MeasurementCsv.Row> parse(String csv) {
        return MeasurementCsv.parse(new StringReader(csv), 1, "mm", 100, columns -> { });
    }

    @Test
    void javaSpellingsOfNumbersAreRefusedNamingTheColumn() {
        List<MeasurementCsv.Row> rows = parse("""
                sourceTime,pressure,environment:humidity,output
                2026-11-21T08:00:00Z,0x1p3,40,2.5
                2026-11-21T08:00:01Z,4,139.7d,2.5
                2026-11-21T08:00:02Z,4,40,Infinity
                2026-11-21T08:00:03Z,-4.5e-1,4E1,2.5
                """);
        assertThat(rows.get(0).problem()).contains("pressure").contains("'0x1p3'");
        assertThat(rows.get(1).problem()).contains("humidity").contains("'139.7d'");
        assertThat(rows.get(2).problem()).contains("output").contains("'Infinity'");
        assertThat(rows.get(3).problem()).isNull();
        assertThat(rows.get(3).message().setpoints()).containsEntry("pressure", -0.45);
        assertThat(rows.get(3).message().output()).isEqualTo(2.5);
    }
}
