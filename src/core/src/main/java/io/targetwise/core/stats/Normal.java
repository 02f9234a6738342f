package io.targetwise.core.stats;

import org.apache.commons.math3.special.Erf;

/**
 * Standard normal functions with about 1e-16 relative accuracy in both tails, fast enough for inner loops over
 * millions of points (commons-math3's {@code Erf.erfc} goes through the incomplete gamma continued fraction and costs
 * a few hundred nanoseconds).
 *
 * <p>The upper tail is {@code Q(u) = phi(u) M(u)} with the Mills ratio {@code M(u) = sqrt(pi/2) erfcx(u/sqrt 2)}, and
 * {@code erfcx} (and {@code erf} near 0) from W. J. Cody's rational Chebyshev approximations (Math. Comp. 23, 1969,
 * 631-638; the coefficient sets of his CALERF, which reach about 1e-18 relative in each interval):
 * <ul>
 *   <li>{@code |t| <= 0.46875}: {@code erf(t) = t P4(t^2) / Q4(t^2)};</li>
 *   <li>{@code 0.46875 < t <= 4}: {@code erfcx(t) = P8(t) / Q8(t)};</li>
 *   <li>{@code t > 4}: {@code erfcx(t) = (1/sqrt(pi) - s R(s)) / t}, {@code s = 1/t^2} (the asymptotic form).</li>
 * </ul>
 * The factor {@code exp(-u^2/2)} is where a naive evaluation loses accuracy in the far tail: {@code u*u} is rounded,
 * and an absolute error {@code delta} in the exponent is a relative error {@code delta} of the result, about
 * {@code 700 * 1.1e-16 = 8e-14} near 1e-300. {@link #expMinusHalfSquare} therefore splits {@code u^2} exactly into
 * {@code p + e} with a fused multiply-add and takes {@code exp(-p/2) (1 - e/2)}; a caller that knows its argument only
 * as a double-double {@code u + uLow} (e.g. {@code sqrt(x) - sqrt(lambda)}) passes the low part as well.
 */
public final class Normal {
    private static final double INV_SQRT_TWO_PI = 0.3989422804014327;
    private static final double INV_SQRT_TWO = 0.7071067811865476;
    private static final double SQRT_PI_OVER_TWO = 1.2533141373155003;
    private static final double INV_SQRT_PI = 0.5641895835477563;
    /** {@code |u| / sqrt 2 <= 0.46875}: Cody's first interval, where erf itself is approximated. */
    private static final double SMALL = 0.46875 * 1.4142135623730951;
    /** Cody's second/third interval boundary t = 4 in u = t sqrt 2. */
    private static final double MIDDLE = 4 * 1.4142135623730951;
    /** Beyond this the upper tail is below the smallest subnormal. */
    private static final double UNDERFLOW = 38.6;

    private static final double A0 = 3.16112374387056560e0;
    private static final double A1 = 1.13864154151050156e2;
    private static final double A2 = 3.77485237685302021e2;
    private static final double A3 = 3.20937758913846947e3;
    private static final double A4 = 1.85777706184603153e-1;
    private static final double B0 = 2.36012909523441209e1;
    private static final double B1 = 2.44024637934444173e2;
    private static final double B2 = 1.28261652607737228e3;
    private static final double B3 = 2.84423683343917062e3;

    private static final double C0 = 5.64188496988670089e-1;
    private static final double C1 = 8.88314979438837594e0;
    private static final double C2 = 6.61191906371416295e1;
    private static final double C3 = 2.98635138197400131e2;
    private static final double C4 = 8.81952221241769090e2;
    private static final double C5 = 1.71204761263407058e3;
    private static final double C6 = 2.05107837782607147e3;
    private static final double C7 = 1.23033935479799725e3;
    private static final double C8 = 2.15311535474403846e-8;
    private static final double D0 = 1.57449261107098347e1;
    private static final double D1 = 1.17693950891312499e2;
    private static final double D2 = 5.37181101862009858e2;
    private static final double D3 = 1.62138957456669019e3;
    private static final double D4 = 3.29079923573345963e3;
    private static final double D5 = 4.36261909014324716e3;
    private static final double D6 = 3.43936767414372164e3;
    private static final double D7 = 1.23033935480374942e3;

    private static final double P0 = 3.05326634961232344e-1;
    private static final double P1 = 3.60344899949804439e-1;
    private static final double P2 = 1.25781726111229246e-1;
    private static final double P3 = 1.60837851487422766e-2;
    private static final double P4 = 6.58749161529837803e-4;
    private static final double P5 = 1.63153871373020978e-2;
    private static final double Q0 = 2.56852019228982242e0;
    private static final double Q1 = 1.87295284992346047e0;
    private static final double Q2 = 5.27905102951428412e-1;
    private static final double Q3 = 6.05183413124413191e-2;
    private static final double Q4 = 2.33520497626869185e-3;

    private Normal() {
    }

    /** {@code exp(-(u + uLow)^2 / 2)} to about 2 ulp for any double-double {@code u + uLow}, {@code |uLow| << |u|}. */
    public static double expMinusHalfSquare(double u, double uLow) {
        double p = u * u;
        double e = Math.fma(u, u, -p) + 2 * u * uLow;
        double base = Math.exp(-0.5 * p);
        return Math.fma(base, -0.5 * e, base);
    }

    /** The standard normal density {@code phi(z)}, accurate to a few ulp also where it is near 1e-300. */
    public static double density(double z) {
        return INV_SQRT_TWO_PI * expMinusHalfSquare(z, 0);
    }

    /** {@code phi(u + uLow)} for a double-double argument. */
    public static double density(double u, double uLow) {
        return INV_SQRT_TWO_PI * expMinusHalfSquare(u, uLow);
    }

    /** {@code P(Z > z)}, relative accuracy about 1e-16 down to the smallest subnormal; NaN for NaN. */
    public static double upperTail(double z) {
        if (z < 0) {
            return z > -SMALL ? 0.5 + 0.5 * erfSmall(-z * INV_SQRT_TWO) : 1 - upperTailAbove(-z, density(z));
        }
        if (z < SMALL) {
            return 0.5 - 0.5 * erfSmall(z * INV_SQRT_TWO);
        }
        return upperTailAbove(z, density(z));
    }

    /** {@code P(Z <= z)}. */
    public static double lowerTail(double z) {
        return upperTail(-z);
    }

    /** {@code P(lo <= Z <= hi)} for {@code lo <= hi}, without cancellation where it can be avoided. */
    public static double interval(double lo, double hi) {
        if (lo >= 0) {
            return upperTail(lo) - upperTail(hi);
        }
        if (hi <= 0) {
            return upperTail(-hi) - upperTail(-lo);
        }
        // 0 inside: P(0 <= Z <= hi) + P(0 <= Z <= -lo), both positive.
        return 0.5 * (centralErf(hi) + centralErf(-lo));
    }

    /**
     * {@code P(Z > w)} for {@code w >= 0} given {@code phiW = phi(w)} (which the caller may have computed more
     * accurately, e.g. from a double-double argument, or shares with a density term).
     */
    public static double upperTailFromDensity(double w, double phiW) {
        if (w < SMALL) {
            return 0.5 - 0.5 * erfSmall(w * INV_SQRT_TWO);
        }
        return upperTailAbove(w, phiW);
    }

    /** {@code P(|Z| <= w) = erf(w / sqrt 2)} for {@code w >= 0}, given {@code phiW = phi(w)}. */
    public static double centralFromDensity(double w, double phiW) {
        if (w < SMALL) {
            return erfSmall(w * INV_SQRT_TWO);
        }
        return 1 - 2 * upperTailAbove(w, phiW);
    }

    /** {@code P(|Z| <= w)} for {@code w >= 0} given {@code qW = P(Z > w)} (from {@link #upperTailFromDensity}). */
    public static double centralFromTail(double w, double qW) {
        return w < SMALL ? erfSmall(w * INV_SQRT_TWO) : 1 - 2 * qW;
    }

    /** {@code P(|Z| <= w)} for {@code w >= 0}. */
    static double centralErf(double w) {
        return w < SMALL ? erfSmall(w * INV_SQRT_TWO) : 1 - 2 * upperTailAbove(w, density(w));
    }

    /**
     * The Mills ratio {@code Q(w) / phi(w)} for {@code w >= 0}: about 1/w where Q(w) and phi(w) themselves underflow,
     * so products {@code phi(v) Q(w) / phi(w)} stay finite when their factors do not.
     */
    public static double upperTailOverDensity(double w) {
        return w < SMALL ? (0.5 - 0.5 * erfSmall(w * INV_SQRT_TWO)) / density(w) : millsRatio(w);
    }

    /** The Mills ratio {@code Q(w) / phi(w)} for {@code w >= 0.66} (Cody's second and third intervals). */
    static double millsRatio(double w) {
        double t = w * INV_SQRT_TWO;
        double erfcx;
        if (w <= MIDDLE) {
            double num = ((((((((C8 * t + C0) * t + C1) * t + C2) * t + C3) * t + C4) * t + C5) * t + C6) * t + C7);
            double den = ((((((((t + D0) * t + D1) * t + D2) * t + D3) * t + D4) * t + D5) * t + D6) * t + D7);
            erfcx = num / den;
        } else {
            double s = 1 / (t * t);
            double num = (((((P5 * s + P0) * s + P1) * s + P2) * s + P3) * s + P4);
            double den = (((((s + Q0) * s + Q1) * s + Q2) * s + Q3) * s + Q4);
            erfcx = (INV_SQRT_PI - s * num / den) / t;
        }
        return SQRT_PI_OVER_TWO * erfcx;
    }

    private static double upperTailAbove(double w, double phiW) {
        if (w > UNDERFLOW) {
            return w == Double.POSITIVE_INFINITY || phiW == 0 ? 0 : phiW * millsRatio(w);
        }
        return phiW * millsRatio(w);
    }

    /** {@code erf(t)} for {@code |t| <= 0.46875}. */
    private static double erfSmall(double t) {
        double s = t * t;
        double num = (((A4 * s + A0) * s + A1) * s + A2) * s + A3;
        double den = (((s + B0) * s + B1) * s + B2) * s + B3;
        return t * num / den;
    }

    /** Standard normal quantile {@code Phi^-1(p)}; used for starting values. */
    public static double quantile(double p) {
        return -1.4142135623730951 * Erf.erfcInv(2 * p);
    }
}
