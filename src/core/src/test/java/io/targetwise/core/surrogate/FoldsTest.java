package io.targetwise.core.surrogate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class FoldsTest {

    @Test
    void foldSizesDifferByAtMostOneAndTheSplitDependsOnlyOnTheSeed() {
        for (int k = 1; k <= 7; k++) {
            int[] fold = Folds.assign(7, k, 3);
            int[] sizes = new int[k];
            Arrays.stream(fold).forEach(f -> sizes[f]++);
            assertThat(Arrays.stream(sizes).max().orElseThrow() - Arrays.stream(sizes).min().orElseThrow())
                    .isLessThanOrEqualTo(1);
            assertThat(Arrays.stream(sizes).min().orElseThrow()).isPositive();
        }
        assertThat(Folds.assign(20, 4, 3)).containsExactly(Folds.assign(20, 4, 3));
        assertThat(Folds.assign(20, 4, 3)).isNotEqualTo(Folds.assign(20, 4, 4));
        assertThat(Folds.assign(20, 4, 3)).isNotEqualTo(new int[] {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0,
            1, 2, 3});
    }

    @Test
    void refusesFoldCountsOutsideOneToN() {
        assertThatThrownBy(() -> Folds.assign(5, 0, 1)).hasMessage("folds must be between 1 and 5, got 0");
        assertThatThrownBy(() -> Folds.assign(5, 6, 1)).hasMessage("folds must be between 1 and 5, got 6");
    }
}
