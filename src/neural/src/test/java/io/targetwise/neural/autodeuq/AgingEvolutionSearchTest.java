package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.neural.autodeuq.AutoDeuqSettings.TrainingSettingsSearch;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class AgingEvolutionSearchTest {

    private static List<MemberNetwork.Trained> search(TrainingSettingsSearch mode) {
        SplittableRandom rng = new SplittableRandom(3);
        double[][] x = new double[40][];
        double[] y = new double[40];
        for (int i = 0; i < 40; i++) {
            x[i] = new double[] {rng.nextDouble(-2, 2)};
            y[i] = x[i][0] * x[i][0] + 0.1 * rng.nextGaussian();
        }
        MemberNetwork.TrainingData data = MemberNetwork.TrainingData.of(
                java.util.Arrays.copyOfRange(x, 0, 30), java.util.Arrays.copyOfRange(y, 0, 30),
                java.util.Arrays.copyOfRange(x, 30, 40), java.util.Arrays.copyOfRange(y, 30, 40));
        AutoDeuqSettings settings = AutoDeuqSettings.builder().space(new JointSearchSpace(2, 8, 32)).epochs(3)
                .maxModels(8).population(2, 2).workers(2).maxWallTime(Duration.ofMinutes(2)).seed(5)
                .trainingSettingsSearch(mode).build();
        return AgingEvolutionSearch.run(settings, data, (model, step, total, loss) -> { });
    }

    private static int differences(Architecture a, Architecture b) {
        int[] x = a.encoding();
        int[] y = b.encoding();
        return (int) IntStream.range(0, x.length).filter(i -> x[i] != y[i]).count();
    }

    @Test
    void agEboEvolvesOnlyTheArchitectureAndTakesEverySettingFromTheOptimiser() {
        List<MemberNetwork.Trained> catalog = search(TrainingSettingsSearch.BAYESIAN);
        assertThat(catalog).hasSize(8);
        for (int i = 2; i < catalog.size(); i++) {
            Candidate child = catalog.get(i).candidate();
            List<MemberNetwork.Trained> earlier = catalog.subList(0, i);
            // a one-variable architecture mutation of an earlier model ...
            assertThat(earlier).anySatisfy(e -> assertThat(differences(e.candidate().architecture(),
                    child.architecture())).isEqualTo(1));
            // ... trained with settings of its own, not inherited
            assertThat(earlier).noneSatisfy(e -> assertThat(e.candidate().hyperparameters().learningRate())
                    .isEqualTo(child.hyperparameters().learningRate()));
        }
    }

    @Test
    void agEMixedChildrenInheritTheSettingsWhenTheArchitectureMutates() {
        List<MemberNetwork.Trained> catalog = search(TrainingSettingsSearch.EVOLVED);
        assertThat(catalog.subList(2, catalog.size())).anySatisfy(child -> assertThat(catalog).anySatisfy(
                e -> assertThat(e != child && e.candidate().hyperparameters().equals(child.candidate().hyperparameters())
                        && differences(e.candidate().architecture(), child.candidate().architecture()) == 1).isTrue()));
    }
}
