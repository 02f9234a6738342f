package io.targetwise.app.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import org.junit.jupiter.api.Test;

/** The COPY text format as PostgreSQL's documentation of {@code COPY} describes it, written out by hand. */
class CopyTextTest {

    private static String text(CopyText rows) {
        return new String(rows.utf8(), StandardCharsets.UTF_8);
    }

    @Test
    void fieldsAreSeparatedByTabsAndRowsEndedByNewlines() {
        CopyText rows = new CopyText(16).add(7L).add("a").endRow().add(-0.5).add((String) null).endRow();
        assertThat(text(rows)).isEqualTo("7\ta\n-0.5\t\\N\n");
    }

    @Test
    void backslashTabNewlineAndCarriageReturnAreEscapedSoThatNoTextReadsAsNullOrAsASeparator() {
        CopyText rows = new CopyText(16).add("\\N").add("a\tb\nc\rd\\").add("\\.").endRow();
        assertThat(text(rows)).isEqualTo("\\\\N\ta\\tb\\nc\\rd\\\\\t\\\\.\n");
    }

    @Test
    void textLeavesAsUtf8() {
        assertThat(new CopyText(4).add("Ø 🔥").endRow().utf8())
                .isEqualTo(new byte[] {(byte) 0xC3, (byte) 0x98, ' ', (byte) 0xF0, (byte) 0x9F, (byte) 0x94, (byte) 0xA5,
                        '\n'});
    }

    @Test
    void doublesRoundTripExactly() {
        double[] values = {0.1 + 0.2, Double.MIN_VALUE, -Double.MAX_VALUE, 1e-5, 123456789.0};
        CopyText rows = new CopyText(64);
        for (double v : values) {
            rows.add(v);
        }
        String[] fields = text(rows.endRow()).strip().split("\t");
        for (int i = 0; i < values.length; i++) {
            assertThat(Double.parseDouble(fields[i])).isEqualTo(values[i]);
        }
    }

    @Test
    void instantsAreWrittenInUtcAtMicrosecondsRoundedHalfUp() {
        CopyText rows = new CopyText(64)
                .add(Instant.parse("2026-11-25T06:00:00.000000500Z"))
                .add(Instant.parse("2026-11-25T06:00:00.000000499Z"))
                .add(Instant.parse("2026-11-25T06:00:59.999999500Z"))
                .add(Instant.parse("0001-01-01T00:00:00Z"))
                .add(Instant.parse("9999-12-31T23:59:59.999999Z"))
                .endRow();
        assertThat(text(rows)).isEqualTo("2026-11-25T06:00:00.000001Z\t2026-11-25T06:00:00Z\t2026-11-25T06:01:00Z"
                + "\t0001-01-01T00:00:00Z\t9999-12-31T23:59:59.999999Z\n");
    }
}
