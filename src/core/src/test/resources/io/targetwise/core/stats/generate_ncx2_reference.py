#!/usr/bin/python3
"""Reference values of the noncentral chi-square CDF and survival function for NoncentralChiSquaredTest.

Run with Debian's mpmath (apt-get install python3-mpmath; /usr/bin/python3):
    /usr/bin/python3 generate_ncx2_reference.py > ncx2_reference.csv
Not run by the build. Every value is the Poisson mixture sum_j w_j P(k/2 + j, x/2) (and its complement with Q) in
60-digit arithmetic. Only the stable recurrence directions are used (P summed downwards from the top index, Q upwards
from j = 0), so no digits are lost to cancellation; the tail beyond J = mu + 60 sqrt(mu) + 200 (mu = lambda/2) weighs
less than 1e-700 and is dropped. Independent cross-checks, asserted before a row is written: CDF + SF = 1, lambda = 0
equals mpmath's central incomplete gamma, k = 1 equals the normal-CDF form (z ~ N(sqrt(lambda), 1), e = z^2), and on
moderate arguments the CDF equals mpmath quadrature of the Bessel-form density.
"""
import sys
from mpmath import mp, mpf, sqrt, exp, log, loggamma, gammainc, erfc, quad, besseli, inf, nstr

mp.dps = 60


def mixture(k, lam, x):
    k, lam, x = mpf(k), mpf(lam), mpf(x)
    h, mu, y = k / 2, lam / 2, x / 2
    if x == 0:
        return mpf(0), mpf(1)
    if lam == 0:
        return gammainc(h, 0, y, regularized=True), gammainc(h, y, inf, regularized=True)
    top = int(mu + 60 * sqrt(mu) + 200)

    def weight(j):
        return exp(-mu + j * log(mu) - loggamma(j + 1))

    def gamma_term(a):  # y^a e^-y / Gamma(a + 1)
        return exp(-y + a * log(y) - loggamma(a + 1))

    cdf = mpf(0)
    p = gammainc(h + top, 0, y, regularized=True)
    w = weight(top)
    t = gamma_term(h + top)
    for j in range(top, -1, -1):
        cdf += w * p
        if j > 0:
            t = t * (h + j) / y  # term of index j - 1
            p = p + t
            w = w * j / mu
    sf = mpf(0)
    q = gammainc(h, y, inf, regularized=True)
    w = weight(0)
    t = gamma_term(h)
    for j in range(0, top + 1):
        sf += w * q
        q = q + t
        t = t * y / (h + j + 1)
        w = w * mu / (j + 1)
    return cdf, sf


def density(k, lam, x):
    k, lam, x = mpf(k), mpf(lam), mpf(x)
    return exp(-(x + lam) / 2) * (x / lam) ** (k / 4 - mpf(1) / 2) * besseli(k / 2 - 1, sqrt(lam * x)) / 2


def check(k, lam, x, cdf, sf):
    assert abs(cdf + sf - 1) < mpf(10) ** -45, (k, lam, x)
    if k == 1:
        r = sqrt(mpf(x))
        s = sqrt(mpf(lam))
        sf1 = (erfc((r - s) / sqrt(2)) + erfc((r + s) / sqrt(2))) / 2
        assert abs(sf1 / sf - 1) < mpf(10) ** -40 or sf < mpf(10) ** -320, (k, lam, x, sf1, sf)
    if 0 < lam <= 100 and 0 < x <= 200 and cdf > mpf(10) ** -30:
        q = quad(lambda e: density(k, lam, e), [0, min(x, 1), x])
        assert abs(q / cdf - 1) < mpf(10) ** -25, (k, lam, x, q, cdf)


def points():
    ks = [1, 1.5, 2, 3, 5, 7.3, 10, 33.3, 50, 100]
    lams = [0, 0.01, 1, 10, 100, 1000, 1e4, 1e5]
    for k in ks:
        for lam in lams:
            mean = k + lam
            sd = float(sqrt(2 * (k + 2 * lam)))
            xs = {1e-8, 1e-3, 0.5, 1e6}
            for f in (0.1, 0.5, 0.9):
                xs.add(mean * f)
            for z in (-5, -2, -1, 0, 1, 2, 5, 10):
                xs.add(mean + z * sd)
            # Far tails: the CDF and SF near 1e-300 and 1e-200 (z ~ N(sqrt(lambda), 1), e = z^2, plus k's drift).
            root = float(sqrt(mean))
            for d in (20, 30, 37, 38):
                xs.add((root + d) ** 2)
                if root > d:
                    xs.add((root - d) ** 2)
            for x in sorted(xs):
                if 0 < x <= 1e6:
                    yield k, lam, float(nstr(mpf(x), 15))


def main():
    out = sys.stdout
    out.write("k,lambda,x,cdf,sf\n")
    for k, lam, x in points():
        cdf, sf = mixture(k, lam, x)
        check(k, lam, x, cdf, sf)
        out.write("%r,%r,%r,%s,%s\n" % (k, lam, x, nstr(cdf, 25, min_fixed=1, max_fixed=0), nstr(sf, 25, min_fixed=1, max_fixed=0)))
        out.flush()


if __name__ == "__main__":
    main()
