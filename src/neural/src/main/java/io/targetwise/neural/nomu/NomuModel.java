package io.targetwise.neural.nomu;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.transform.Scaling;
import io.targetwise.neural.GraphParameters;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * A fitted NOMU network: the mean f-hat and the model uncertainty sigma-hat = phi(r-hat) with phi(z) = l_max (1 -
 * exp(-(max(0, z) + l_min) / l_max)), which runs from about l_min at the data to l_max far away (Heiss et al. 2022,
 * section 1). As a surrogate its epistemic variance is (c sigma-hat)^2 with the calibration constant c and its
 * aleatoric variance is 0 (NOMU models noise-free targets; pair it with a variance model through {@code
 * MeanVarianceFitter}). Saved as bytes: settings, scaling and parameter arrays.
 */
public final class NomuModel implements Surrogate {
    private static final int FORMAT = 0x4E4F4D31;

    private final NomuSettings settings;
    private final Scaling inputScaling;
    private final Scaling outputScaling;
    private final GraphParameters parameters;
    private final SameDiff graph;

    private NomuModel(NomuSettings settings, Scaling inputScaling, Scaling outputScaling,
            GraphParameters parameters) {
        this.settings = settings;
        this.inputScaling = inputScaling;
        this.outputScaling = outputScaling;
        this.parameters = parameters;
        this.graph = NomuNetwork.build(settings, inputScaling.columns());
        parameters.restoreInto(graph);
    }

    static NomuModel of(NomuSettings settings, Scaling inputScaling, Scaling outputScaling,
            GraphParameters parameters) {
        return new NomuModel(settings, inputScaling, outputScaling, parameters);
    }

    /** Mean and uncertainty sigma-hat (before calibration), both in the output's units. */
    public record Prediction(double[] mean, double[] sigma) {
    }

    public NomuSettings settings() {
        return settings;
    }

    /** The same network with another calibration constant c. */
    public NomuModel withCalibration(double c) {
        return new NomuModel(settings.withCalibration(c), inputScaling, outputScaling, parameters);
    }

    @Override
    public int dimension() {
        return inputScaling.columns();
    }

    public Prediction predict(double[][] points) {
        if (points.length == 0) {
            return new Prediction(new double[0], new double[0]);
        }
        Map<String, INDArray> out;
        INDArray x = Nd4j.create(inputScaling.forwardPoints(points));
        synchronized (graph) {
            out = graph.output(Map.of(NomuNetwork.INPUTS, x), NomuNetwork.MEAN, NomuNetwork.RAW_UNCERTAINTY);
        }
        double[] f = out.get(NomuNetwork.MEAN).reshape(points.length).toDoubleVector();
        double[] r = out.get(NomuNetwork.RAW_UNCERTAINTY).reshape(points.length).toDoubleVector();
        double[] mean = new double[points.length];
        double[] sigma = new double[points.length];
        double lMin = settings.minimumSigma();
        double lMax = settings.maximumSigma();
        for (int i = 0; i < points.length; i++) {
            mean[i] = outputScaling.inverse(0, f[i]);
            sigma[i] = lMax * -Math.expm1(-(Math.max(0, r[i]) + lMin) / lMax) * outputScaling.scale(0);
        }
        return new Prediction(mean, sigma);
    }

    @Override
    public Posterior posterior(double[][] points) {
        Prediction p = predict(points);
        double c = settings.calibration();
        double[] epistemic = new double[points.length];
        for (int i = 0; i < epistemic.length; i++) {
            epistemic[i] = c * c * p.sigma()[i] * p.sigma()[i];
        }
        return Posterior.withConstantAleatoric(p.mean(), epistemic, 0);
    }

    public byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(FORMAT);
            settings.write(out);
            inputScaling.write(out);
            out.writeDouble(outputScaling.shift(0));
            out.writeDouble(outputScaling.scale(0));
            parameters.write(out);
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @throws IllegalArgumentException if the bytes are not a saved NOMU model */
    public static NomuModel fromBytes(byte[] saved) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(saved))) {
            if (in.readInt() != FORMAT) {
                throw new IllegalArgumentException("not a saved NOMU model");
            }
            NomuSettings settings = NomuSettings.read(in);
            Scaling inputScaling = Scaling.read(in);
            Scaling outputScaling = Scaling.of(new double[] {in.readDouble()}, new double[] {in.readDouble()});
            return new NomuModel(settings, inputScaling, outputScaling, GraphParameters.read(in));
        } catch (IOException e) {
            throw new IllegalArgumentException("not a readable NOMU model: " + e.getMessage(), e);
        }
    }
}
