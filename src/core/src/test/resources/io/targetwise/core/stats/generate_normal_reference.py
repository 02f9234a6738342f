#!/usr/bin/python3
"""Reference values of the standard normal upper tail Q(z) and density phi(z) for NormalTest.

Run with Debian's mpmath (/usr/bin/python3 generate_normal_reference.py > normal_reference.csv); not run by the
build. Each z is a double written with repr(), and the values are computed in 50-digit arithmetic at that exact
binary value (mpf(float)), so the test compares against the function at the very double it parses.
"""
from mpmath import mp, mpf, erfc, exp, sqrt, pi, nstr

mp.dps = 50


def points():
    zs = set()
    for i in range(-400, 401):
        zs.add(i / 10.0)                     # -40 .. 40 in steps of 0.1 (Q underflows beyond 38.5)
    for i in range(-100, 101):
        zs.add(i / 137.0)                    # dense around Cody's interval ends (|z| = 0.663, 5.657)
    for z in (0.6629126073623883, 0.6629126073623884, 5.656854249492380, 5.656854249492381, 1e-300, 1e-10,
              37.5, 38.0, 38.4, 38.47, -37.5, -38.0):
        zs.add(z)
    return sorted(zs)


def main():
    print("z,upper_tail,density")
    for z in points():
        x = mpf(z)
        q = erfc(x / sqrt(2)) / 2
        d = exp(-x * x / 2) / sqrt(2 * pi)
        print("%r,%s,%s" % (z, nstr(q, 25, min_fixed=1, max_fixed=0), nstr(d, 25, min_fixed=1, max_fixed=0)))


if __name__ == "__main__":
    main()
