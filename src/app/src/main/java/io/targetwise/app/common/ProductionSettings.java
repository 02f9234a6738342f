package io.targetwise.app.common;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.Config;
import org.flywaydb.core.api.configuration.FluentConfiguration;

import io.quarkus.flyway.FlywayConfigurationCustomizer;
import io.quarkus.runtime.configuration.ConfigUtils;

/**
 * The settings a production start must be given, since their development values are published: without one the
 * start stops, naming the property and the variable that sets it. Checked when the schema migration is set up, the
 * first thing a start does with the database (Quarkus reads these properties as optional, and would otherwise
 * connect without a password or encrypt sessions with a random key of its own, logged at WARN).
 */
@ApplicationScoped
class ProductionSettings implements FlywayConfigurationCustomizer {
    static final int MIN_SESSION_KEY_LENGTH = 32;

    private final Config config;

    ProductionSettings(Config config) {
        this.config = config;
    }

    @Override
    public void customize(FluentConfiguration flyway) {
        if (ConfigUtils.isProfileActive("prod")) {
            List<String> problems = problems();
            if (!problems.isEmpty()) {
                throw new IllegalStateException("Production settings missing or invalid: " + String.join("; ", problems));
            }
        }
    }

    List<String> problems() {
        List<String> problems = new ArrayList<>();
        require(problems, "quarkus.datasource.password", "DATABASE_PASSWORD");
        require(problems, "targetwise.admin.password", "TARGETWISE_ADMIN_PASSWORD");
        require(problems, "quarkus.http.auth.session.encryption-key", "TARGETWISE_SESSION_KEY")
                .filter(key -> key.length() < MIN_SESSION_KEY_LENGTH)
                .ifPresent(key -> problems.add("quarkus.http.auth.session.encryption-key (TARGETWISE_SESSION_KEY) must"
                        + " have at least " + MIN_SESSION_KEY_LENGTH + " characters, got " + key.length()));
        return problems;
    }

    private Optional<String> require(List<String> problems, String property, String variable) {
        Optional<String> value;
        try {
            value = config.getOptionalValue(property, String.class).filter(v -> !v.isBlank());
        } catch (NoSuchElementException unset) { // ${VARIABLE} with no value and no default
            value = Optional.empty();
        }
        if (value.isEmpty()) {
            problems.add(property + " is not set: set " + variable);
        }
        return value;
    }
}
