package io.targetwise.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.core.acquisition.AcquisitionKind;
import org.junit.jupiter.api.Test;

/** The paper's eq. 14 bounds stay runnable for reproductions, as the arms they replaced under the old names. */
class PaperBoundMethodsTest {

    @Test
    void thePaperBoundsRunLikeTheArmsTheyReproduce() {
        assertThat(Method.fromId("paper-robust-lcb").acquisition()).contains(AcquisitionKind.PAPER_ROBUST_LCB);
        assertThat(Method.fromId("paper-ncchi2-lcb").acquisition()).contains(AcquisitionKind.PAPER_NCCHI2_LCB);
        assertThat(Arm.parse("paper-robust-lcb/plug-in/q0.25").id()).isEqualTo("paper-robust-lcb/plug-in/suite/q0.25");
        assertThat(Arm.parse("paper-ncchi2-lcb/q0.25").id()).isEqualTo("paper-ncchi2-lcb/q0.25");
        for (Method method : Method.values()) {
            assertThat(method.usesLcbQuantile()).as(method.id())
                    .isEqualTo(method.acquisition().map(AcquisitionKind::isConfidenceBound).orElse(false));
        }
        assertThat(Method.PAPER_ROBUST_LCB.usesAleatoricTreatment()).isTrue();
        assertThat(Method.PAPER_NCCHI2_LCB.usesAleatoricTreatment()).isFalse();
    }
}
