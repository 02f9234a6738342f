package io.targetwise.benchmarks.responsesurface;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.responsesurface.QuadraticModel.Terms;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuadraticModelTest {

    /** 1, x1, x2, x3, x1x2, x1x3, x2x3, x1^2, x2^2, x3^2. */
    private static final double[] B = {2.5, -1.25, 0.75, 3.0, 0.5, -2.0, 1.5, 4.0, -0.25, 1.75};

    private static double truth(double[] x) {
        return B[0] + B[1] * x[0] + B[2] * x[1] + B[3] * x[2] + B[4] * x[0] * x[1] + B[5] * x[0] * x[2]
                + B[6] * x[1] * x[2] + B[7] * x[0] * x[0] + B[8] * x[1] * x[1] + B[9] * x[2] * x[2];
    }

    @Test
    void recoversAnExactQuadraticWithCrossTermsFromACcd() {
        List<double[]> points = CompositeDesign.faceCentred(3).points();
        double[][] x = points.toArray(double[][]::new);
        double[] y = Arrays.stream(x).mapToDouble(QuadraticModelTest::truth).toArray();
        double[] weights = new double[x.length];
        Arrays.fill(weights, 2);

        QuadraticModel model = QuadraticModel.fit(Terms.FULL, x, y, weights);

        assertThat(model.coefficients()).containsExactly(B, within(1e-9));
        double[] off = {0.3, -0.7, 0.45};
        assertThat(model.value(off)).isCloseTo(truth(off), within(1e-9));
        double[] gradient = new double[3];
        model.gradient(off, gradient);
        double h = 1e-6;
        for (int i = 0; i < 3; i++) {
            double[] up = off.clone();
            double[] down = off.clone();
            up[i] += h;
            down[i] -= h;
            assertThat(gradient[i]).isCloseTo((truth(up) - truth(down)) / (2 * h), within(1e-6));
        }
    }

    @Test
    void aDesignWithoutThreeLevelsCannotEstimateTheSquares() {
        List<double[]> corners = CompositeDesign.fullFactorial(2);

        assertThat(QuadraticModel.estimable(Terms.FULL, corners)).isFalse();
        assertThat(QuadraticModel.estimable(Terms.LINEAR, corners)).isTrue();
    }
}
