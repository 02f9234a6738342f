package io.targetwise.simulators.chain;

import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.chain.ChainSimulator.MeasuredOutput;
import io.targetwise.simulators.chain.ChainSimulator.Stage;
import io.targetwise.simulators.forging.ForgingSimulator;
import java.util.List;

/**
 * The product's two-stage chain on the forging-like process: the forged superalloy part (stage 1, the unchanged
 * {@link ForgingSimulator}, output the maximum diameter, constrained to its limits [138, 142] mm) is aged after a
 * fixed solution anneal (stage 2: ageing temperature and hold time), output the Vickers hardness, target 450 HV within
 * [420, 480] HV. The heat treatment's model, constants and why they are plausible (an age-hardened nickel superalloy
 * such as alloy 718) are in docs/simulators.md; in short:
 * <ol>
 *   <li>the part's centre reaches the soak temperature a through-heating time 4.5 (D / 2)^2 / alpha after the
 *       furnace does (alpha = 5 mm^2/s), which the hold time, counted from the furnace's recovery, loses: a thicker
 *       section ages for less time;</li>
 *   <li>the ageing temperature and the effective time combine into the Hollomon-Jaffe parameter
 *       P = T[K] (20 + log10 t_eff[h]);</li>
 *   <li>the hardness rises from the solution-annealed 250 HV to a peak of 470 HV at P_peak and falls again as the
 *       precipitates coarsen: HV = 250 + 220 (u e^(1 - u))^3, u = (P - 17000) / (P_peak - 17000), so hotter or longer
 *       ageing hardens an under-aged part and softens an over-aged one.</li>
 * </ol>
 * Per part the randomness is the forging's (four factors), the furnace temperature's deviation from its setpoint
 * (N(0, 5 K)), the lot's composition, which moves the peak (P_peak ~ N(20800, 150)), and the hardness test's scatter
 * (N(0, 4 HV)). Within the diameter limits the diameter moves the hardness by well under 1 HV per mm (the logarithm
 * in P damps the lag), so stage 1 matters to this chain mainly through its constraint; UC2 of the multi-stage use
 * cases (the benchmarks module's {@code MultiStageUseCases.uc2()}) is the chain whose stages interact strongly. The
 * truths integrate over the seven factors by 5-point Gauss-Hermite quadrature per factor.
 */
public final class ForgingHeatTreatment {
    public static final String ID = "forging-heat-treatment";
    public static final double TARGET_HV = 450;
    private static final double HALF_TOLERANCE_HV = 30;
    /** Thermal diffusivity of alloy 718 near 700 degC: 22 W/(m K) / (8190 kg/m^3 * 560 J/(kg K)), in mm^2/s. */
    private static final double DIFFUSIVITY_MM2_PER_S = 5.0;
    /** Fourier number at which a cylinder's centre is within about 2 % of the rise at a Biot number near 0.5. */
    private static final double THROUGH_HEATING_FOURIER_NUMBER = 4.5;
    /** The largest section the model takes: its through-heating time (5.6 h) stays below the shortest hold. */
    static final double LARGEST_DIAMETER_MM = 300;
    private static final double FURNACE_SD_K = 5;
    private static final double HOLLOMON_JAFFE_CONSTANT = 20;
    /** P below which ageing adds no measurable hardness. */
    private static final double AGEING_ONSET_P = 17000;
    /** Mean P of peak hardness: alloy 718's standard 720 degC for 8 h (993 K * 20.9). */
    private static final double PEAK_P = 20800;
    /** Lot-to-lot scatter of the peak's P from the hardening elements' range (about 7 K at 8 h). */
    private static final double PEAK_P_SD = 150;
    private static final double SOLUTION_ANNEALED_HV = 250;
    private static final double PEAK_INCREMENT_HV = 220;
    /** Sharpness of the ageing curve's peak. */
    private static final double CURVE_EXPONENT = 3;
    /** Repeatability of an HV10 test, about 1 %. */
    private static final double MEASUREMENT_SD_HV = 4;
    private static final double KELVIN_OFFSET = 273.15;
    private static final double SECONDS_PER_HOUR = 3600;
    private static final int QUADRATURE_NODES = 5;

    private ForgingHeatTreatment() {
    }

    /** The new press of {@link ForgingSimulator#create()} followed by the ageing furnace. */
    public static ChainSimulator create() {
        ForgingSimulator press = ForgingSimulator.create();
        ProcessSpec forgingSpec = press.spec();
        Stage forging = new Stage("forging", forgingSpec.designVariables(), List.of(new MeasuredOutput(
                forgingSpec.output().name(), forgingSpec.output().unit(), forgingSpec.lowerSpecLimit(),
                forgingSpec.upperSpecLimit())));
        Stage ageing = new Stage("heat treatment",
                List.of(new DesignVariable("ageing temperature", "degC", 650, 800, 1),
                        new DesignVariable("hold time", "h", 6, 30, 0.5)),
                List.of(new MeasuredOutput("hardness", "HV", TARGET_HV - HALF_TOLERANCE_HV,
                        TARGET_HV + HALF_TOLERANCE_HV)));
        return StagedChain.of(ID, List.of(new ForgingStage(forging, press), new AgeingStage(ageing)),
                new double[] {TARGET_HV}, QUADRATURE_NODES);
    }

    /** Hours the centre of a section of the given diameter lags behind the furnace. */
    static double throughHeatingHours(double diameterMm) {
        double radius = diameterMm / 2;
        return THROUGH_HEATING_FOURIER_NUMBER * radius * radius / DIFFUSIVITY_MM2_PER_S / SECONDS_PER_HOUR;
    }

    /**
     * The hardness of a part of the given diameter aged at the given furnace setpoint and hold time, for standardised
     * random factors (furnace deviation, lot, hardness test), each N(0, 1).
     */
    static double hardness(double ageingC, double holdHours, double diameterMm, double furnaceZ, double lotZ,
            double measurementZ) {
        double temperatureK = ageingC + FURNACE_SD_K * furnaceZ + KELVIN_OFFSET;
        double effectiveHours = holdHours - throughHeatingHours(diameterMm);
        double p = temperatureK * (HOLLOMON_JAFFE_CONSTANT + Math.log10(effectiveHours));
        double u = (p - AGEING_ONSET_P) / (PEAK_P + PEAK_P_SD * lotZ - AGEING_ONSET_P);
        return SOLUTION_ANNEALED_HV + PEAK_INCREMENT_HV * Math.pow(u * Math.exp(1 - u), CURVE_EXPONENT)
                + MEASUREMENT_SD_HV * measurementZ;
    }

    /** The forging press as a stage: its four factors include the ambient temperature. */
    private record ForgingStage(Stage stage, ForgingSimulator press) implements StageModel {
        @Override
        public int randomFactors() {
            return ForgingSimulator.RANDOM_FACTORS;
        }

        @Override
        public double[] outputs(double[] setpoint, double[] upstreamOutputs, double[] standardNormals) {
            return new double[] {press.maximumDiameter(setpoint, standardNormals)};
        }
    }

    /** Ageing of the forged part: three factors. */
    private record AgeingStage(Stage stage) implements StageModel {
        @Override
        public int randomFactors() {
            return 3;
        }

        @Override
        public void requireValidUpstream(double[] upstreamOutputs) {
            if (!(upstreamOutputs[0] > 0 && upstreamOutputs[0] <= LARGEST_DIAMETER_MM)) {
                throw new IllegalArgumentException(stage.name() + ": the forged diameter must lie in (0, "
                        + LARGEST_DIAMETER_MM + "] mm, got " + upstreamOutputs[0]);
            }
        }

        @Override
        public double[] outputs(double[] setpoint, double[] upstreamOutputs, double[] standardNormals) {
            return new double[] {hardness(setpoint[0], setpoint[1], upstreamOutputs[0], standardNormals[0],
                    standardNormals[1], standardNormals[2])};
        }
    }
}
