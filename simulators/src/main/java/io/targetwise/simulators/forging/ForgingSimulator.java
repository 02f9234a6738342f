package io.targetwise.simulators.forging;

import io.targetwise.simulators.GaussHermite;
import io.targetwise.simulators.Moments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import io.targetwise.simulators.ProcessSpec.EnvironmentalVariable;
import io.targetwise.simulators.Simulator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A forging-like stand-in for Hoffer, Ranftl and Geiger's (2023) experiment 3 (whose data are not public): open-die
 * upsetting of a cylindrical superalloy billet, output the maximum diameter after forging. It has the variables of the
 * demo process the application seeds (press stroke, press speed, billet diameter, height and temperature; ambient
 * temperature as the environmental variable; target 140 mm within [138, 142] mm). The model, its constants and why they
 * are plausible are in docs/simulators.md; in short:
 * <ol>
 *   <li>the billet cools during transfer from the furnace (random transfer time) towards the ambient temperature;</li>
 *   <li>its flow stress falls exponentially with temperature and rises with strain rate (speed over height);</li>
 *   <li>the forging force, flow stress times end area times a friction factor, deflects the press frame elastically,
 *       and a warm frame opens the die gap a little: the height reached is the nominal one plus both;</li>
 *   <li>volume conservation gives the mean diameter, d0 sqrt(h0 / h1);</li>
 *   <li>die friction (random, lubrication scatter) barrels the free surface by a fraction proportional to friction and
 *       height reduction, so the spread grows with the reduction: large billets upset a little are precise, small
 *       billets upset a lot are not.</li>
 * </ol>
 * Per reading the randomness is the transfer time, the friction coefficient and the billet's diameter tolerance;
 * {@link #truth} integrates over them and the ambient temperature by Gauss-Hermite quadrature.
 */
public final class ForgingSimulator extends Simulator {
    public static final String ID = "forging";
    public static final double TARGET = 140;
    /** The standard normal factors a reading draws, ambient temperature included (see {@link #maximumDiameter}). */
    public static final int RANDOM_FACTORS = 4;
    /** The ambient temperature's stationary distribution: a workshop around 20 degC. */
    private static final double AMBIENT_NOMINAL_C = 20;
    private static final double AMBIENT_SD_K = 4;

    private static ProcessSpec spec(double ambientMeanC) {
        return new ProcessSpec(ID,
                List.of(new DesignVariable("press stroke", "mm", 20, 100, 0.5),
                        new DesignVariable("press speed", "mm/s", 5, 25, 0.5),
                        new DesignVariable("billet diameter", "mm", 80, 120, 0.1),
                        new DesignVariable("billet height", "mm", 120, 200, 0.1),
                        new DesignVariable("billet temperature", "degC", 1000, 1150, 1.0)),
                List.of(new EnvironmentalVariable("ambient temperature", "degC", ambientMeanC, AMBIENT_SD_K)),
                new ProcessSpec.Output("maximum diameter", "mm"), TARGET, 138, 142);
    }

    private static final double TRANSFER_TIME_MEAN_S = 25;
    private static final double TRANSFER_TIME_SD_S = 6;
    /** Newtonian cooling time constant of a 100 mm billet in air at forging temperature (about 1.5 K/s at first). */
    private static final double COOLING_TIME_CONSTANT_S = 700;
    /** Flow stress of a nickel superalloy at 1000 degC and strain rate 0.1/s, and its sensitivities. */
    private static final double FLOW_STRESS_AT_1000C_MPA = 160;
    private static final double FLOW_STRESS_PER_KELVIN = 0.006;
    private static final double REFERENCE_STRAIN_RATE = 0.1;
    private static final double STRAIN_RATE_SENSITIVITY = 0.15;
    /** Press frame stiffness (N/mm): a few millimetres of spring at the forces reached here. */
    private static final double PRESS_STIFFNESS_N_PER_MM = 1.0e6;
    /** Die gap growth per kelvin of frame temperature above 20 degC (thermal expansion of the columns). */
    private static final double FRAME_EXPANSION_MM_PER_K = 0.04;
    private static final double FRICTION_MEAN = 0.3;
    private static final double FRICTION_SD = 0.04;
    /** Barrelling: the bulge as a fraction of the mean diameter per unit friction and unit height reduction. */
    private static final double BARRELLING_FACTOR = 0.5;
    private static final double BILLET_DIAMETER_SD_MM = 0.15;
    private static final int DEFLECTION_ITERATIONS = 6;
    private static final GaussHermite QUADRATURE = GaussHermite.withNodes(6);

    private final ProcessSpec spec;
    private final double dieWearMm;
    private final double ambientMeanC;

    private ForgingSimulator(double dieWearMm, double ambientMeanC) {
        this.spec = spec(ambientMeanC);
        this.dieWearMm = dieWearMm;
        this.ambientMeanC = ambientMeanC;
    }

    /** New dies, a workshop around 20 degC: the stationary process. */
    public static ForgingSimulator create() {
        return new ForgingSimulator(0, AMBIENT_NOMINAL_C);
    }

    /**
     * The same press in other conditions, for drifting runs ({@link DriftingForging}).
     *
     * @param dieWearMm how far worn dies open the gap, mm (a worn die leaves the billet higher, so narrower)
     * @param ambientMeanC the workshop's mean temperature now (a season), degC: the environmental variable's nominal
     *     value, about which the readings' ambient temperatures scatter as usual
     * @throws IllegalArgumentException unless 0 <= wear <= 20 mm and the ambient mean lies in [-20, 50] degC
     */
    public ForgingSimulator under(double dieWearMm, double ambientMeanC) {
        if (!(dieWearMm >= 0 && dieWearMm <= 20)) {
            throw new IllegalArgumentException("die wear must lie in [0, 20] mm, got " + dieWearMm);
        }
        if (!(ambientMeanC >= -20 && ambientMeanC <= 50)) {
            throw new IllegalArgumentException("ambient mean must lie in [-20, 50] degC, got " + ambientMeanC);
        }
        return new ForgingSimulator(dieWearMm, ambientMeanC);
    }

    @Override
    public ProcessSpec spec() {
        return spec;
    }

    @Override
    protected double reading(double[] setpoint, double[] environment, RandomGenerator rng) {
        return maximumDiameter(setpoint, environment[0], dieWearMm,
                rng.nextGaussian(), rng.nextGaussian(), rng.nextGaussian());
    }

    @Override
    protected Optional<Moments> moments(double[] setpoint) {
        return Optional.of(QUADRATURE.moments(RANDOM_FACTORS, z -> maximumDiameter(setpoint, z)));
    }

    /**
     * The maximum diameter at a setpoint (not checked: callers check it once, not per quadrature node) for given
     * standardised random factors, each N(0, 1), in the order ambient temperature (about its stationary mean),
     * transfer time, friction, billet diameter deviation: a reading with the environment drawn too, as a process
     * chain needs it.
     */
    public double maximumDiameter(double[] setpoint, double[] standardNormals) {
        return maximumDiameter(setpoint, ambientMeanC + AMBIENT_SD_K * standardNormals[0], dieWearMm,
                standardNormals[1], standardNormals[2], standardNormals[3]);
    }

    /**
     * The maximum diameter for given standardised random factors (transfer time, friction, billet diameter
     * deviation, each N(0, 1)) at the given ambient temperature and die wear.
     */
    static double maximumDiameter(double[] x, double ambientC, double dieWearMm, double transferZ, double frictionZ,
            double diameterZ) {
        double stroke = x[0];
        double speed = x[1];
        double diameter = x[2] + BILLET_DIAMETER_SD_MM * diameterZ;
        double height = x[3];
        double furnaceC = x[4];
        double transferTime = Math.max(0, TRANSFER_TIME_MEAN_S + TRANSFER_TIME_SD_S * transferZ);
        double friction = Math.max(0, FRICTION_MEAN + FRICTION_SD * frictionZ);

        double billetC = ambientC + (furnaceC - ambientC) * Math.exp(-transferTime / COOLING_TIME_CONSTANT_S);
        double strainRate = speed / (height - stroke / 2);
        double flowStress = FLOW_STRESS_AT_1000C_MPA * Math.exp(-FLOW_STRESS_PER_KELVIN * (billetC - 1000))
                * Math.pow(strainRate / REFERENCE_STRAIN_RATE, STRAIN_RATE_SENSITIVITY);
        double volumeFactor = diameter * diameter * height;
        double gapOpening = FRAME_EXPANSION_MM_PER_K * (ambientC - 20) + dieWearMm;
        // The final height depends on the force, which depends on the final height: a few fixed-point steps converge
        // because the force falls as the billet stays higher.
        double finalHeight = height - stroke + gapOpening;
        for (int i = 0; i < DEFLECTION_ITERATIONS; i++) {
            double endDiameter = Math.sqrt(volumeFactor / finalHeight);
            double force = flowStress * Math.PI / 4 * endDiameter * endDiameter
                    * (1 + friction * endDiameter / (3 * finalHeight));
            finalHeight = height - stroke + gapOpening + force / PRESS_STIFFNESS_N_PER_MM;
        }
        double meanDiameter = Math.sqrt(volumeFactor / finalHeight);
        double reduction = 1 - finalHeight / height;
        return meanDiameter * (1 + BARRELLING_FACTOR * friction * reduction);
    }
}
