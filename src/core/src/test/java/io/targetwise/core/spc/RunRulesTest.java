package io.targetwise.core.spc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.spc.RunRules.RuleSet;
import io.targetwise.core.spc.RunRules.Violation;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every rule against hand-made sequences, with centre 0 and sigma 1 so that readings are their own z. */
class RunRulesTest {
    private static final ControlLimits UNIT = new ControlLimits(0, 1);

    private static List<Integer> flagged(RunRule rule, RuleSet set, double... readings) {
        return RunRules.evaluate(readings, UNIT, set).stream().filter(v -> v.rule() == rule).map(Violation::index)
                .toList();
    }

    private static double[] repeat(double value, int times) {
        double[] x = new double[times];
        Arrays.fill(x, value);
        return x;
    }

    @Test
    void onePointBeyondThreeSigma() {
        assertThat(flagged(RunRule.BEYOND_3_SIGMA, RuleSet.NELSON, 0, 0.5, 3.2, 3.0, -3.5)).containsExactly(2, 4);
    }

    @Test
    void nineOnOneSideForNelsonEightForWesternElectric() {
        double[] run = repeat(0.4, 10);
        assertThat(flagged(RunRule.NINE_ON_ONE_SIDE, RuleSet.NELSON, run)).containsExactly(8, 9);
        assertThat(flagged(RunRule.EIGHT_ON_ONE_SIDE, RuleSet.WESTERN_ELECTRIC, run)).containsExactly(7, 8, 9);
        double[] broken = repeat(-0.4, 10);
        broken[4] = 0; // a point on the centre line ends the run
        assertThat(flagged(RunRule.NINE_ON_ONE_SIDE, RuleSet.NELSON, broken)).isEmpty();
        assertThat(flagged(RunRule.EIGHT_ON_ONE_SIDE, RuleSet.NELSON, run)).as("not a Nelson rule").isEmpty();
    }

    @Test
    void sixPointsTrending() {
        assertThat(flagged(RunRule.SIX_TRENDING, RuleSet.NELSON, 0, 0.1, 0.2, 0.3, 0.4, 0.5)).containsExactly(5);
        assertThat(flagged(RunRule.SIX_TRENDING, RuleSet.NELSON, 0.5, 0.4, 0.3, 0.2, 0.1, 0, -0.1))
                .containsExactly(5, 6);
        assertThat(flagged(RunRule.SIX_TRENDING, RuleSet.NELSON, 0, 0.1, 0.2, 0.2, 0.4, 0.5)).as("a flat step")
                .isEmpty();
        assertThat(flagged(RunRule.SIX_TRENDING, RuleSet.NELSON, 0, 0.1, 0.2, 0.3, 0.4)).as("only five").isEmpty();
    }

    @Test
    void fourteenPointsAlternating() {
        double[] zigzag = new double[14];
        for (int i = 0; i < zigzag.length; i++) {
            zigzag[i] = i % 2 == 0 ? 0.3 : -0.2;
        }
        assertThat(flagged(RunRule.FOURTEEN_ALTERNATING, RuleSet.NELSON, zigzag)).containsExactly(13);
        assertThat(flagged(RunRule.FOURTEEN_ALTERNATING, RuleSet.NELSON, Arrays.copyOf(zigzag, 13))).isEmpty();
        zigzag[7] = zigzag[6]; // one step of zero
        assertThat(flagged(RunRule.FOURTEEN_ALTERNATING, RuleSet.NELSON, zigzag)).isEmpty();
    }

    @Test
    void twoOfThreeBeyondTwoSigmaOnOneSide() {
        assertThat(flagged(RunRule.TWO_OF_THREE_BEYOND_2_SIGMA, RuleSet.NELSON, 2.5, 0, 2.1)).containsExactly(2);
        assertThat(flagged(RunRule.TWO_OF_THREE_BEYOND_2_SIGMA, RuleSet.WESTERN_ELECTRIC, 2.5, 2.1, -2.5))
                .as("the third is on the other side").containsExactly(1);
        assertThat(flagged(RunRule.TWO_OF_THREE_BEYOND_2_SIGMA, RuleSet.NELSON, 2.5, -2.5, 0)).isEmpty();
        assertThat(flagged(RunRule.TWO_OF_THREE_BEYOND_2_SIGMA, RuleSet.NELSON, 2.5, 0, 0, 2.5)).as("window of 3")
                .isEmpty();
    }

    @Test
    void fourOfFiveBeyondOneSigmaOnOneSide() {
        assertThat(flagged(RunRule.FOUR_OF_FIVE_BEYOND_1_SIGMA, RuleSet.NELSON, 1.5, 1.5, 0, 1.5, 1.5))
                .containsExactly(4);
        assertThat(flagged(RunRule.FOUR_OF_FIVE_BEYOND_1_SIGMA, RuleSet.NELSON, -1.5, -1.5, -1.5, -1.5, 0))
                .as("flagged where the pattern completes, not at the point inside the zone").containsExactly(3);
        assertThat(flagged(RunRule.FOUR_OF_FIVE_BEYOND_1_SIGMA, RuleSet.NELSON, -1.5, -1.5, 0, -1.5, 0.2, -1.5))
                .as("3 of the last 5").isEmpty();
        assertThat(flagged(RunRule.FOUR_OF_FIVE_BEYOND_1_SIGMA, RuleSet.NELSON, 1.5, -1.5, 1.5, -1.5, 1.5)).isEmpty();
    }

    @Test
    void fifteenWithinOneSigma() {
        double[] hugging = new double[16];
        for (int i = 0; i < hugging.length; i++) {
            hugging[i] = i % 3 == 0 ? -0.5 : 0.6;
        }
        assertThat(flagged(RunRule.FIFTEEN_WITHIN_1_SIGMA, RuleSet.NELSON, hugging)).containsExactly(14, 15);
        hugging[10] = 1.2;
        assertThat(flagged(RunRule.FIFTEEN_WITHIN_1_SIGMA, RuleSet.NELSON, hugging)).isEmpty();
    }

    @Test
    void eightBeyondOneSigmaOnBothSides() {
        double[] mixed = {1.5, -1.5, 1.2, 1.8, -1.1, -2.2, 1.4, -1.6};
        assertThat(flagged(RunRule.EIGHT_BEYOND_1_SIGMA_BOTH_SIDES, RuleSet.NELSON, mixed)).containsExactly(7);
        assertThat(flagged(RunRule.EIGHT_BEYOND_1_SIGMA_BOTH_SIDES, RuleSet.NELSON, repeat(1.5, 8)))
                .as("all on one side is the side run, not this rule").isEmpty();
        mixed[3] = 0.9;
        assertThat(flagged(RunRule.EIGHT_BEYOND_1_SIGMA_BOTH_SIDES, RuleSet.NELSON, mixed)).isEmpty();
    }

    @Test
    void ruleSetsHoldTheirRules() {
        assertThat(RuleSet.WESTERN_ELECTRIC.rules()).containsExactlyInAnyOrder(RunRule.BEYOND_3_SIGMA,
                RunRule.TWO_OF_THREE_BEYOND_2_SIGMA, RunRule.FOUR_OF_FIVE_BEYOND_1_SIGMA, RunRule.EIGHT_ON_ONE_SIDE);
        assertThat(RuleSet.NELSON.rules()).hasSize(8).doesNotContain(RunRule.EIGHT_ON_ONE_SIDE);
        assertThat(RuleSet.NELSON.rules().stream().mapToInt(RunRule::nelsonNumber).sorted().toArray())
                .containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    }

    @Test
    void inControlReadingsBreakRuleOneAtTheNormalTailRate() {
        SplittableRandom random = new SplittableRandom(3);
        double[] x = new double[400_000];
        for (int i = 0; i < x.length; i++) {
            x[i] = random.nextGaussian();
        }
        double rate = (double) flagged(RunRule.BEYOND_3_SIGMA, RuleSet.NELSON, x).size() / x.length;
        double expected = 0.0026997960632601866; // 2 (1 - Phi(3)), tables of the normal distribution
        double standardError = Math.sqrt(expected * (1 - expected) / x.length);
        assertThat(rate).isCloseTo(expected, within(4 * standardError));
    }

    @Test
    void refusesReadingsThatAreNotFinite() {
        assertThatThrownBy(() -> RunRules.evaluate(new double[] {0, Double.NaN}, UNIT, RuleSet.NELSON))
                .hasMessageContaining("at 1");
    }
}
