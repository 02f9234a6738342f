"""scikit-learn half of the GP peer comparison (see GaussianProcessBenchmark.java).

Reads the CSV files the Java side wrote, fits the same model (ARD Matern 5/2 times a constant, plus white noise,
normalize_y, alpha 1e-10, the same bounds and initial values, the same number of restarts) and reports fit time,
prediction time for the query points (wall and process CPU time) and the log marginal likelihood reached. Then it rebuilds a GP with the
hyperparameters Java found (fixed, no optimiser) and compares its predictions with Java's.

Usage: /usr/bin/python3 sklearn_gp_benchmark.py <dir> <restarts> <N>...
"""
import sys
import time

import numpy as np
from sklearn.gaussian_process import GaussianProcessRegressor
from sklearn.gaussian_process.kernels import ConstantKernel, Matern, WhiteKernel

CHUNK = 10_000  # predict in chunks: one 100,000 x N cross-covariance would need gigabytes


def predict(gp, queries):
    means, stds = [], []
    for start in range(0, len(queries), CHUNK):
        m, s = gp.predict(queries[start:start + CHUNK], return_std=True)
        means.append(m)
        stds.append(s)
    return np.concatenate(means), np.concatenate(stds) ** 2


def read_java(path):
    values = {}
    with open(path) as f:
        for line in f:
            key, *rest = line.split()
            values[key] = [float(v) for v in rest]
    return values


def main():
    directory, restarts, sizes = sys.argv[1], int(sys.argv[2]), [int(a) for a in sys.argv[3:]]
    queries = np.loadtxt(f"{directory}/queries.csv", delimiter=",")
    print("| N | sklearn fit s (CPU s) | sklearn predict s (CPU s) | sklearn LML (Java LML) | max abs mean diff / sd(y) "
          "| max abs var diff / signal var |")
    for n in sizes:
        data = np.loadtxt(f"{directory}/train_{n}.csv", delimiter=",")
        x, y = data[:, :5], data[:, 5]
        kernel = (ConstantKernel(1.0, (1e-3, 1e3)) * Matern(length_scale=np.ones(5), length_scale_bounds=(1e-2, 1e2), nu=2.5)
                  + WhiteKernel(noise_level=10 ** -3.5, noise_level_bounds=(1e-8, 10)))
        gp = GaussianProcessRegressor(kernel, alpha=1e-10, normalize_y=True, n_restarts_optimizer=restarts,
                                      random_state=1)
        start, cpu_start = time.perf_counter(), time.process_time()
        gp.fit(x, y)
        fit_seconds, fit_cpu = time.perf_counter() - start, time.process_time() - cpu_start
        start, cpu_start = time.perf_counter(), time.process_time()
        predict(gp, queries)
        predict_seconds, predict_cpu = time.perf_counter() - start, time.process_time() - cpu_start

        java = read_java(f"{directory}/java_{n}.txt")
        y_var = np.var(y)
        fixed = ConstantKernel(java["signal_variance"][0] / y_var, "fixed") * Matern(
            length_scale=np.array(java["length_scales"]), length_scale_bounds="fixed", nu=2.5)
        alpha = (java["noise_variance"][0] + java["jitter"][0]) / y_var
        reference = GaussianProcessRegressor(fixed, alpha=alpha, normalize_y=True, optimizer=None).fit(x, y)
        mean, var = predict(reference, queries)
        java_pred = np.loadtxt(f"{directory}/java_pred_{n}.csv", delimiter=",")
        mean_diff = np.max(np.abs(java_pred[:, 0] - mean)) / np.sqrt(y_var)
        var_diff = np.max(np.abs(java_pred[:, 1] - var)) / java["signal_variance"][0]
        print(f"| {n} | {fit_seconds:.2f} ({fit_cpu:.2f}) | {predict_seconds:.2f} ({predict_cpu:.2f}) | "
              f"{gp.log_marginal_likelihood_value_:.6f} (Java {java['lml'][0]:.6f}) | "
              f"{mean_diff:.1e} | {var_diff:.1e} |  kernel: {gp.kernel_}", flush=True)


if __name__ == "__main__":
    main()
