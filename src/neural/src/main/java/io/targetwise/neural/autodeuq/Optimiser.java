package io.targetwise.neural.autodeuq;

import org.nd4j.linalg.learning.config.AdaDelta;
import org.nd4j.linalg.learning.config.AdaGrad;
import org.nd4j.linalg.learning.config.AdaMax;
import org.nd4j.linalg.learning.config.Adam;
import org.nd4j.linalg.learning.config.IUpdater;
import org.nd4j.linalg.learning.config.Nadam;
import org.nd4j.linalg.learning.config.RmsProp;
import org.nd4j.linalg.learning.config.Sgd;

/**
 * AutoDEUQ's optimiser choices with Keras's defaults (epsilon 1e-7, RMSprop rho 0.9, SGD without momentum), since the
 * paper's searches ran on Keras. DL4J's AdaDelta has no learning rate (Keras multiplies its step by one), so for
 * AdaDelta the searched learning rate has no effect.
 */
public enum Optimiser {
    SGD, RMSPROP, ADAGRAD, ADAM, ADADELTA, ADAMAX, NADAM;

    private static final double KERAS_EPSILON = 1e-7;

    IUpdater updater(double learningRate) {
        return switch (this) {
            case SGD -> new Sgd(learningRate);
            case RMSPROP -> new RmsProp(learningRate, 0.9, KERAS_EPSILON);
            case ADAGRAD -> new AdaGrad(learningRate, KERAS_EPSILON);
            case ADAM -> new Adam(learningRate, 0.9, 0.999, KERAS_EPSILON);
            case ADADELTA -> new AdaDelta(0.95, KERAS_EPSILON);
            case ADAMAX -> new AdaMax(learningRate, 0.9, 0.999, KERAS_EPSILON);
            case NADAM -> new Nadam(learningRate, 0.9, 0.999, KERAS_EPSILON);
        };
    }

    /** Whether the learning rate (and so the plateau schedule) acts on this optimiser. */
    boolean hasLearningRate() {
        return this != ADADELTA;
    }
}
