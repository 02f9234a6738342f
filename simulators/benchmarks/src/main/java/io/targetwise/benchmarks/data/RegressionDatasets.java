package io.targetwise.benchmarks.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Loads regression data sets from a path the user gives; nothing is downloaded. Two layouts:
 * <ul>
 *   <li>the UCI benchmark layout (Hernandez-Lobato and Adams 2015): {@code data.txt} whitespace-separated,
 *       {@code index_features.txt} and {@code index_target.txt} with 0-based columns, {@code n_splits.txt}, and per
 *       split {@code index_train_i.txt} / {@code index_test_i.txt} with 0-based rows;</li>
 *   <li>a CSV file with a header row and a named target column; every other column is a feature.</li>
 * </ul>
 * Malformed input gives an IllegalArgumentException naming the file, line and column.
 */
public final class RegressionDatasets {

    private RegressionDatasets() {
    }

    /** A data set with its standard train/test splits. */
    public record WithSplits(RegressionDataset dataset, List<Split> splits) {
        public WithSplits {
            splits = List.copyOf(splits);
        }
    }

    /** Row indices of one train/test split. */
    public record Split(int[] train, int[] test) {
        public Split {
            train = train.clone();
            test = test.clone();
        }

        @Override
        public int[] train() {
            return train.clone();
        }

        @Override
        public int[] test() {
            return test.clone();
        }
    }

    /** A UCI-layout directory; the data set is named after the directory, features after their column index. */
    public static WithSplits uci(Path directory) throws IOException {
        List<double[]> rows = numbers(directory.resolve("data.txt"), "\\s+");
        int[] featureColumns = indices(directory.resolve("index_features.txt"));
        int[] targetColumn = indices(directory.resolve("index_target.txt"));
        if (targetColumn.length != 1) {
            throw new IllegalArgumentException(directory.resolve("index_target.txt") + ": expected one target column, got "
                    + targetColumn.length);
        }
        double[][] x = new double[rows.size()][featureColumns.length];
        double[] y = new double[rows.size()];
        for (int r = 0; r < rows.size(); r++) {
            double[] row = rows.get(r);
            for (int f = 0; f < featureColumns.length; f++) {
                x[r][f] = column(row, featureColumns[f], directory, r);
            }
            y[r] = column(row, targetColumn[0], directory, r);
        }
        List<String> names = Arrays.stream(featureColumns).mapToObj(c -> "column " + c).toList();
        RegressionDataset dataset = new RegressionDataset(directory.getFileName().toString(), names,
                "column " + targetColumn[0], x, y);
        int splitCount = indices(directory.resolve("n_splits.txt"))[0];
        List<Split> splits = new ArrayList<>(splitCount);
        for (int i = 0; i < splitCount; i++) {
            splits.add(new Split(indices(directory.resolve("index_train_" + i + ".txt")),
                    indices(directory.resolve("index_test_" + i + ".txt"))));
        }
        return new WithSplits(dataset, splits);
    }

    /** A CSV file with a header; the data set is named after the file. */
    public static RegressionDataset csv(Path file, String targetColumn) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(file + ": empty, expected a header row");
        }
        List<String> header = Arrays.stream(lines.get(0).split(",", -1)).map(String::trim).toList();
        int target = header.indexOf(targetColumn);
        if (target < 0) {
            throw new IllegalArgumentException(file + ": no column named '" + targetColumn + "' in " + header);
        }
        List<String> featureNames = new ArrayList<>(header);
        featureNames.remove(target);
        double[][] x = new double[lines.size() - 1][];
        double[] y = new double[lines.size() - 1];
        for (int r = 1; r < lines.size(); r++) {
            String[] cells = lines.get(r).split(",", -1);
            if (cells.length != header.size()) {
                throw new IllegalArgumentException(file + ": line " + (r + 1) + " has " + cells.length
                        + " columns, the header " + header.size());
            }
            double[] features = new double[header.size() - 1];
            for (int c = 0, f = 0; c < cells.length; c++) {
                double value = parse(cells[c], file, r + 1, header.get(c));
                if (c == target) {
                    y[r - 1] = value;
                } else {
                    features[f++] = value;
                }
            }
            x[r - 1] = features;
        }
        String name = file.getFileName().toString().replaceFirst("\\.csv$", "");
        return new RegressionDataset(name, featureNames, targetColumn, x, y);
    }

    private static List<double[]> numbers(Path file, String separator) throws IOException {
        List<double[]> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int l = 0; l < lines.size(); l++) {
            String line = lines.get(l).trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] cells = line.split(separator);
            double[] row = new double[cells.length];
            for (int c = 0; c < cells.length; c++) {
                row[c] = parse(cells[c], file, l + 1, "column " + c);
            }
            rows.add(row);
        }
        return rows;
    }

    /** Integer indices, one or more per line; written as floats (e.g. 1.0) by some exports. */
    private static int[] indices(Path file) throws IOException {
        List<double[]> rows = numbers(file, "\\s+");
        return rows.stream().flatMapToDouble(Arrays::stream).mapToInt(v -> {
            if (v != Math.rint(v) || v < 0 || v > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(file + ": " + v + " is not a non-negative integer index");
            }
            return (int) v;
        }).toArray();
    }

    private static double column(double[] row, int column, Path directory, int rowIndex) {
        if (column >= row.length) {
            throw new IllegalArgumentException(directory.resolve("data.txt") + ": row " + rowIndex + " has "
                    + row.length + " columns, column " + column + " is needed");
        }
        return row[column];
    }

    private static double parse(String cell, Path file, int line, String column) {
        try {
            return Double.parseDouble(cell.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ": line " + line + ", " + column + ": '" + cell
                    + "' is not a number");
        }
    }
}
