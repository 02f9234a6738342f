package io.targetwise.benchmarks.responsesurface;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.benchmarks.responsesurface.QuadraticModel.Terms;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompositeDesignTest {

    @Test
    void faceCentredCcdInTwoDimensionsHasCornersAxialPointsAndCentre() {
        CompositeDesign ccd = CompositeDesign.faceCentred(2);

        assertThat(ccd.points()).hasSize(4 + 4 + 1);
        assertThat(ccd.points()).containsExactlyInAnyOrder(
                new double[] {-1, -1}, new double[] {1, -1}, new double[] {-1, 1}, new double[] {1, 1},
                new double[] {-1, 0}, new double[] {1, 0}, new double[] {0, -1}, new double[] {0, 1},
                new double[] {0, 0});
        assertThat(ccd.terms()).isEqualTo(Terms.FULL);
    }

    @Test
    void faceCentredCcdInThreeDimensionsHasFifteenPointsInsideTheCube() {
        CompositeDesign ccd = CompositeDesign.faceCentred(3);

        assertThat(ccd.points()).hasSize(8 + 6 + 1);
        long corners = ccd.points().stream().filter(p -> p[0] != 0 && p[1] != 0 && p[2] != 0).count();
        assertThat(corners).isEqualTo(8);
        for (int i = 0; i < 3; i++) {
            for (double sign : new double[] {-1, 1}) {
                double[] axial = new double[3];
                axial[i] = sign;
                assertThat(ccd.points()).as("axial point %s", List.of(axial)).contains(axial);
            }
        }
        assertThat(ccd.points()).contains(new double[3]);
        assertThat(ccd.points()).allSatisfy(p -> assertThat(java.util.Arrays.stream(p).boxed())
                .allMatch(v -> v == -1 || v == 0 || v == 1));
        assertThat(ccd.points()).doesNotHaveDuplicates();
    }

    @Test
    void smallerPlansStillEstimateTheirModels() {
        // d = 4: Hartley's small composite design (8-run fraction, 17 points) can fit the full quadratic (15 terms).
        List<CompositeDesign> four = CompositeDesign.plans(4);
        assertThat(four.get(0).size()).isEqualTo(25);
        assertThat(four.get(1).size()).isEqualTo(17);
        assertThat(four.get(1).terms()).isEqualTo(Terms.FULL);
        // d = 6: the half fraction (45 points) and Draper and Lin's 16-run fraction (29 points for 28 terms).
        List<CompositeDesign> six = CompositeDesign.plans(6);
        assertThat(six.stream().filter(p -> p.terms() == Terms.FULL).map(CompositeDesign::size))
                .containsExactly(77, 45, 29);
        assertThat(six.get(six.size() - 2).size()).isEqualTo(13);
        assertThat(six.get(six.size() - 1).size()).isEqualTo(9);
        for (int d = 1; d <= 6; d++) {
            for (CompositeDesign plan : CompositeDesign.plans(d)) {
                assertThat(QuadraticModel.estimable(plan.terms(), plan.points())).as("d = %d, %s", d, plan.name())
                        .isTrue();
            }
        }
    }

    @Test
    void regionsHalveAroundTheOptimumAndClipToTheBounds() {
        double[] lower = {20, 5};
        double[] upper = {100, 25};
        Region whole = Region.whole(lower, upper);
        assertThat(whole.decode(new double[] {-1, 1})).containsExactly(20, 25);
        assertThat(whole.code(new double[] {60, 15})).containsExactly(0, 0);

        Region inside = whole.halvedAround(new double[] {60, 15}, lower, upper, new double[] {0, 0});
        assertThat(inside.lower()).containsExactly(40, 10);
        assertThat(inside.upper()).containsExactly(80, 20);

        Region clipped = inside.halvedAround(new double[] {95, 6}, lower, upper, new double[] {0, 0});
        assertThat(clipped.nominalHalfWidth()).containsExactly(10, 2.5);
        assertThat(clipped.lower()).containsExactly(85, 5);
        assertThat(clipped.upper()).containsExactly(100, 8.5);
        assertThat(clipped.decode(new double[] {0, 0})).containsExactly(92.5, 6.75);

        Region floored = clipped.halvedAround(new double[] {60, 15}, lower, upper, new double[] {7, 0.5});
        assertThat(floored.nominalHalfWidth()[0]).isCloseTo(7, within(0.0));
        assertThat(floored.lower()).containsExactly(53, 13.75);
    }
}
