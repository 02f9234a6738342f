package io.targetwise.app.console.process;

import java.util.Optional;

import com.vaadin.flow.component.textfield.TextArea;

/** The reason a decision is taken with: a decision needs one, so an empty field is marked instead of read. */
final class ReasonField extends TextArea {
    private static final int MAX_LENGTH = 2000;

    ReasonField(String label, String id) {
        super(label);
        setId(id);
        setWidth("28em");
        setMaxLength(MAX_LENGTH);
    }

    /** The reason given; empty, with the field marked, when there is none. */
    Optional<String> required() {
        if (getValue().isBlank()) {
            setErrorMessage("A reason is required");
            setInvalid(true);
            return Optional.empty();
        }
        setInvalid(false);
        return Optional.of(getValue().strip());
    }
}
