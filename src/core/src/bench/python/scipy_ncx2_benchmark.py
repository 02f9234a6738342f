"""SciPy half of the noncentral chi-square comparison (see AcquisitionCoreBenchmark.java).

Times scipy.stats.ncx2's CDF and quantile (Boost underneath) on draws of the Java benchmark's distributions:
4096 points, noncentrality ~ U[0, 50], x ~ U[0, 80], p ~ U[0, 1]. Each call takes the whole array, so SciPy's
per-call overhead is spread over 4096 evaluations, its best case. Prints evaluations per second, one thread, as the
median of repeated timed rounds of about a second each. The draws are of the same distributions, not the same
numbers (Java's and NumPy's generators differ).

Usage: /usr/bin/python3 scipy_ncx2_benchmark.py [rounds]
"""
import statistics
import sys
import time

import numpy as np
import scipy
from scipy.stats import ncx2

DRAWS = 4096


def rate(function, seconds=1.0):
    calls, start = 0, time.perf_counter()
    while True:
        function()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return calls * DRAWS / elapsed


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    random = np.random.default_rng(2024)
    noncentrality = 50 * random.random(DRAWS)
    points = 80 * random.random(DRAWS)
    probabilities = random.random(DRAWS)
    print(f"SciPy {scipy.__version__}, NumPy {np.__version__}, {DRAWS} draws, {rounds} rounds of about 1 s")
    for k in (1, 3, 5):
        cdf = lambda: ncx2.cdf(points, k, noncentrality)
        quantile = lambda: ncx2.ppf(probabilities, k, noncentrality)
        rate(cdf), rate(quantile)  # first calls import and set up SciPy's machinery
        cdf_rates = [rate(cdf) for _ in range(rounds)]
        quantile_rates = [rate(quantile) for _ in range(rounds)]
        print(f"k = {k}: CDF {statistics.median(cdf_rates) / 1e6:.3f} M/s "
              f"(rounds {min(cdf_rates) / 1e6:.3f}-{max(cdf_rates) / 1e6:.3f}), "
              f"quantile {statistics.median(quantile_rates) / 1e6:.3f} M/s "
              f"(rounds {min(quantile_rates) / 1e6:.3f}-{max(quantile_rates) / 1e6:.3f})")


if __name__ == "__main__":
    main()
