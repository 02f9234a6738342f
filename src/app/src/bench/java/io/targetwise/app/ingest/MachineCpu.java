package io.targetwise.app.ingest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine's CPU time from Linux's accounting in /proc, for readings that span every process on it. */
final class MachineCpu {
    /** Linux's USER_HZ, the unit of CPU times in /proc (100 on every common architecture). */
    static final int CLOCK_TICKS = 100;

    private MachineCpu() {
    }

    /** CPU seconds all cores spent busy so far: everything but idle and I/O wait, from /proc/stat. */
    static double busySeconds() throws IOException {
        // first line: "cpu  user nice system idle iowait irq softirq steal ..." in clock ticks
        String[] fields = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
        long busy = 0;
        for (int f = 1; f <= 8; f++) {
            if (f != 4 && f != 5) {
                busy += Long.parseLong(fields[f]);
            }
        }
        return busy / (double) CLOCK_TICKS;
    }
}
