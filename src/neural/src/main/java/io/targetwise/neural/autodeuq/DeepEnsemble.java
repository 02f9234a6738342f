package io.targetwise.neural.autodeuq;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.transform.Scaling;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.deeplearning4j.nn.graph.ComputationGraph;
import org.deeplearning4j.util.ModelSerializer;
import org.nd4j.linalg.factory.Nd4j;

/**
 * A fitted AutoDEUQ ensemble: the selected member networks (a member chosen twice counts twice) and the scaling they
 * were trained in. Its posterior is the moment-matched Gaussian's mean and sigma_e^2 (spread of member means), and
 * sigma_a^2 as the robust acquisitions read it: log sigma_a^2 ~ N(mean of the members' log variances, their spread),
 * so that the members' disagreement on the spread is the uncertainty the integrated acquisitions average over (its
 * log-normal mean, median times exp(s^2 / 2), is close to Egele et al.'s mean member variance when the members agree
 * roughly log-normally). All in the process's units: one model gives every part the robust acquisition needs. Saved as bytes (DL4J's model format per member) so the application can version it with the campaign.
 */
public final class DeepEnsemble implements Surrogate {
    private static final int FORMAT = 0x41444531;

    private final Scaling inputScaling;
    private final Scaling outputScaling;
    private final List<ComputationGraph> members;
    private final int[] weights;
    private final boolean besselCorrection;

    private DeepEnsemble(Scaling inputScaling, Scaling outputScaling, List<ComputationGraph> members, int[] weights,
            boolean besselCorrection) {
        this.inputScaling = inputScaling;
        this.outputScaling = outputScaling;
        this.members = members;
        this.weights = weights;
        this.besselCorrection = besselCorrection;
    }

    static DeepEnsemble of(Scaling inputScaling, Scaling outputScaling, List<ComputationGraph> members, int[] weights,
            boolean besselCorrection) {
        return new DeepEnsemble(inputScaling, outputScaling, List.copyOf(members), weights.clone(), besselCorrection);
    }

    @Override
    public int dimension() {
        return inputScaling.columns();
    }

    /** Distinct member networks. */
    public int memberCount() {
        return members.size();
    }

    /** How often each distinct member was chosen by the greedy selection. */
    public int[] weights() {
        return weights.clone();
    }

    @Override
    public Posterior posterior(double[][] points) {
        EnsembleMoments m = standardisedMoments(points);
        double[] mean = new double[points.length];
        double[] epistemic = new double[points.length];
        double[] aleatoric = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            mean[i] = outputScaling.inverse(0, m.mean()[i]);
            epistemic[i] = outputScaling.inverseVariance(0, m.epistemicVariance()[i]);
            aleatoric[i] = outputScaling.inverseVariance(0, Math.exp(m.aleatoricLogMean()[i]));
        }
        // A change of units shifts every log variance alike, so the spread carries over unchanged.
        return Posterior.of(mean, epistemic, aleatoric, m.aleatoricLogSd());
    }

    /** Mean Gaussian NLL of the moment-matched predictive in the process's units. */
    public double negativeLogLikelihood(double[][] points, double[] y) {
        return standardisedMoments(points).predictive().negativeLogLikelihood(outputScaling.forward(0, y))
                + Math.log(outputScaling.scale(0));
    }

    private EnsembleMoments standardisedMoments(double[][] points) {
        if (points.length == 0) {
            return EnsembleMoments.empty();
        }
        var x = Nd4j.create(inputScaling.forwardPoints(points));
        double[][] means = new double[members.size()][];
        double[][] variances = new double[members.size()][];
        for (int k = 0; k < members.size(); k++) {
            GaussianPredictions p = MemberNetwork.predict(members.get(k), x);
            means[k] = p.mean();
            variances[k] = p.variance();
        }
        return EnsembleMoments.of(means, variances, weights, besselCorrection);
    }

    public byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(FORMAT);
            inputScaling.write(out);
            out.writeDouble(outputScaling.shift(0));
            out.writeDouble(outputScaling.scale(0));
            out.writeBoolean(besselCorrection);
            out.writeInt(members.size());
            for (int k = 0; k < members.size(); k++) {
                ByteArrayOutputStream member = new ByteArrayOutputStream();
                ModelSerializer.writeModel(members.get(k), member, false);
                out.writeInt(weights[k]);
                out.writeInt(member.size());
                member.writeTo(out);
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @throws IllegalArgumentException if the bytes are not a saved ensemble */
    public static DeepEnsemble fromBytes(byte[] saved) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(saved))) {
            if (in.readInt() != FORMAT) {
                throw new IllegalArgumentException("not a saved AutoDEUQ ensemble");
            }
            Scaling inputScaling = Scaling.read(in);
            Scaling outputScaling = Scaling.of(new double[] {in.readDouble()}, new double[] {in.readDouble()});
            boolean bessel = in.readBoolean();
            int count = in.readInt();
            ComputationGraph[] members = new ComputationGraph[count];
            int[] weights = new int[count];
            for (int k = 0; k < count; k++) {
                weights[k] = in.readInt();
                byte[] member = in.readNBytes(in.readInt());
                members[k] = ModelSerializer.restoreComputationGraph(new ByteArrayInputStream(member), false);
            }
            return new DeepEnsemble(inputScaling, outputScaling, List.of(members), weights, bessel);
        } catch (IOException e) {
            throw new IllegalArgumentException("not a readable AutoDEUQ ensemble: " + e.getMessage(), e);
        }
    }
}
