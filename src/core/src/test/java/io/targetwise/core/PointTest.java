package io.targetwise.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PointTest {

    @Test
    void holdsACopyOfTheCoordinates() {
        double[] source = {1, 2};
        Point p = Point.of(source);
        source[0] = 99;
        p.toArray()[1] = 99;
        assertThat(p.toArray()).containsExactly(1, 2);
        assertThat(p.dimension()).isEqualTo(2);
        assertThat(p.get(1)).isEqualTo(2);
    }

    @Test
    void equalsAndHashCodeFollowTheCoordinates() {
        assertThat(Point.of(1, 2)).isEqualTo(Point.of(1, 2)).hasSameHashCodeAs(Point.of(1, 2));
        assertThat(Point.of(1, 2)).isNotEqualTo(Point.of(2, 1)).isNotEqualTo(Point.of(1, 2, 0)).isNotEqualTo("[1, 2]");
        assertThat(Point.of(Double.NaN)).isEqualTo(Point.of(Double.NaN));
        assertThat(Point.of(0.0)).isNotEqualTo(Point.of(-0.0));
    }

    @Test
    void emptyIsThePointWithoutCoordinates() {
        assertThat(Point.of()).isEqualTo(Point.empty());
        assertThat(Point.empty().dimension()).isZero();
    }

    @Test
    void printsItsCoordinates() {
        assertThat(Point.of(1.5, -2)).hasToString("[1.5, -2.0]");
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> Point.of((double[]) null)).isInstanceOf(IllegalArgumentException.class);
    }
}
