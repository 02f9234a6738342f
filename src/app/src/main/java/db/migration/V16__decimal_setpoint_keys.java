package db.migration;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

import io.targetwise.app.common.ValueList;
import io.targetwise.core.Grid;

/**
 * Design points were keyed by the binary product of the grid index and the resolution ({@code 109.10000000000001});
 * readings are now snapped to the decimal multiple ({@code 109.1}, {@link Grid}), so the stored keys and setpoints are
 * rewritten the same way, or the next reading at an old setpoint would open a second design point beside it. Only
 * float noise is removed: a value that would move by more than a rounding error (a resolution changed since it was
 * stored) stays as it is, so no two points can come to share a key.
 */
public class V16__decimal_setpoint_keys extends BaseJavaMigration {
    private static final double NOISE = 1e-12;

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        Map<Long, double[]> resolutions = resolutions(connection);
        try (PreparedStatement select = connection.prepareStatement("select id, process_id, setpoint_values from design_point");
                PreparedStatement update = connection.prepareStatement(
                        "update design_point set setpoint_key = ?, setpoint_values = ? where id = ?");
                ResultSet points = select.executeQuery()) {
            while (points.next()) {
                double[] values = ValueList.parse(points.getString(3));
                double[] resolution = resolutions.getOrDefault(points.getLong(2), new double[0]);
                String before = ValueList.format(values);
                for (int i = 0; i < Math.min(values.length, resolution.length); i++) {
                    double decimal = Grid.nearest(values[i], resolution[i]);
                    if (Math.abs(decimal - values[i]) <= NOISE * Math.max(1, Math.abs(values[i]))) {
                        values[i] = decimal;
                    }
                }
                String after = ValueList.format(values);
                if (!after.equals(before)) {
                    update.setString(1, after);
                    update.setString(2, after);
                    update.setLong(3, points.getLong(1));
                    update.executeUpdate();
                }
            }
        }
    }

    private static Map<Long, double[]> resolutions(Connection connection) throws SQLException {
        Map<Long, Map<Integer, Double>> byProcess = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement(
                "select process_id, position, resolution from process_design_variable");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                double resolution = rows.getDouble(3);
                byProcess.computeIfAbsent(rows.getLong(1), k -> new HashMap<>())
                        .put(rows.getInt(2), rows.wasNull() ? 0.0 : resolution);
            }
        }
        Map<Long, double[]> resolutions = new HashMap<>();
        byProcess.forEach((process, positions) -> {
            double[] r = new double[positions.keySet().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1];
            positions.forEach((position, value) -> r[position] = value);
            resolutions.put(process, r);
        });
        return resolutions;
    }
}
