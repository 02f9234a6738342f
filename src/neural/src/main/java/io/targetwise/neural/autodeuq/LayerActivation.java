package io.targetwise.neural.autodeuq;

import org.nd4j.linalg.activations.Activation;
import org.nd4j.linalg.activations.IActivation;
import org.nd4j.linalg.activations.impl.ActivationGELU;

/**
 * The eleven activations of AutoDEUQ's dense-layer choices, in the order of the reference encoding. GELU is the
 * exact erf form (Keras/TF 2.5's default); DL4J's hard sigmoid is Keras's clip(0.2 x + 0.5, 0, 1).
 */
public enum LayerActivation {
    ELU, GELU, HARD_SIGMOID, LINEAR, RELU, SELU, SIGMOID, SOFTPLUS, SOFTSIGN, SWISH, TANH;

    IActivation function() {
        return switch (this) {
            case ELU -> Activation.ELU.getActivationFunction();
            case GELU -> new ActivationGELU(true);
            case HARD_SIGMOID -> Activation.HARDSIGMOID.getActivationFunction();
            case LINEAR -> Activation.IDENTITY.getActivationFunction();
            case RELU -> Activation.RELU.getActivationFunction();
            case SELU -> Activation.SELU.getActivationFunction();
            case SIGMOID -> Activation.SIGMOID.getActivationFunction();
            case SOFTPLUS -> Activation.SOFTPLUS.getActivationFunction();
            case SOFTSIGN -> Activation.SOFTSIGN.getActivationFunction();
            case SWISH -> Activation.SWISH.getActivationFunction();
            case TANH -> Activation.TANH.getActivationFunction();
        };
    }
}
