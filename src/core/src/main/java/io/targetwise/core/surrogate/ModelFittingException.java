package io.targetwise.core.surrogate;

/**
 * The data cannot support a model (too few points or replicates, a covariance that cannot be factorised): an
 * expected state while a campaign gathers data, not a programming error, so callers can tell the two apart. The
 * message says what the data lacks.
 */
public class ModelFittingException extends RuntimeException {

    public ModelFittingException(String message) {
        super(message);
    }
}
