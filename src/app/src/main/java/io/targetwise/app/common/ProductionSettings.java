package io.targetwise.app.common;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

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
    static final int MIN_SESSION_KEY_BITS = 160;
    static final int MIN_ADMIN_PASSWORD_LENGTH = 12;
    private static final Set<String> COMMON_PASSWORDS = commonPasswords();

    /** A class of Vaadin's development server (vaadin-dev), which a build without -Pproduction puts on the class path. */
    static final String DEVELOPMENT_SERVER = "com.vaadin.base.devserver.DevModeHandlerManagerImpl";

    private final Config config;
    private final Predicate<String> onClassPath;

    @Inject
    ProductionSettings(Config config) {
        this(config, ProductionSettings::onClassPath);
    }

    ProductionSettings(Config config, Predicate<String> onClassPath) {
        this.config = config;
        this.onClassPath = onClassPath;
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

    /** Every setting missing or too weak, each named with the variable that sets it. */
    List<String> problems() {
        List<String> problems = new ArrayList<>();
        require(problems, "quarkus.datasource.password", "DATABASE_PASSWORD");
        require(problems, "targetwise.admin.password", "TARGETWISE_ADMIN_PASSWORD")
                .flatMap(ProductionSettings::passwordWeakness)
                .ifPresent(weakness -> problems.add("targetwise.admin.password (TARGETWISE_ADMIN_PASSWORD) " + weakness));
        require(problems, "quarkus.http.auth.session.encryption-key", "TARGETWISE_SESSION_KEY")
                .flatMap(ProductionSettings::keyWeakness)
                .ifPresent(weakness -> problems.add("quarkus.http.auth.session.encryption-key (TARGETWISE_SESSION_KEY) "
                        + weakness));
        if (onClassPath.test(DEVELOPMENT_SERVER)) {
            problems.add("the package was built for development: Vaadin's development server (vaadin-dev) is on the"
                    + " class path and would serve the console in development mode; rebuild it with"
                    + " ./mvnw package -Pproduction");
        }
        return problems;
    }

    private static boolean onClassPath(String className) {
        try {
            Class.forName(className, false, Thread.currentThread().getContextClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError absent) {
            return false;
        }
    }

    /**
     * A key shorter than {@value #MIN_SESSION_KEY_LENGTH} characters, or one whose characters are too few and too
     * repeated to hold {@value #MIN_SESSION_KEY_BITS} bits (32 times "a" holds none): estimated as its length times
     * the entropy of its characters' frequencies. A random base64 key of 32 bytes (openssl rand -base64 32) comes to
     * about 220 bits by this estimate; 32 hex digits come to about 116 and are refused.
     */
    static Optional<String> keyWeakness(String key) {
        if (key.length() < MIN_SESSION_KEY_LENGTH) {
            return Optional.of("must have at least " + MIN_SESSION_KEY_LENGTH + " characters, got " + key.length());
        }
        Map<Integer, Long> counts = key.codePoints().boxed()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        long length = key.codePoints().count();
        double bitsPerCharacter = counts.values().stream().mapToDouble(count -> (double) count / length)
                .map(p -> -p * Math.log(p) / Math.log(2)).sum();
        long bits = Math.round(bitsPerCharacter * length);
        return bits < MIN_SESSION_KEY_BITS ? Optional.of("is too predictable: its characters hold about " + bits
                + " bits, at least " + MIN_SESSION_KEY_BITS + " are needed; make one with openssl rand -base64 32")
                : Optional.empty();
    }

    /**
     * The first administrator's password (it opens everything): at least {@value #MIN_ADMIN_PASSWORD_LENGTH}
     * characters, and none of the passwords guessed first (common-passwords.txt, compared ignoring case).
     */
    static Optional<String> passwordWeakness(String password) {
        if (password.length() < MIN_ADMIN_PASSWORD_LENGTH) {
            return Optional.of("must have at least " + MIN_ADMIN_PASSWORD_LENGTH + " characters, got "
                    + password.length());
        }
        return COMMON_PASSWORDS.contains(password.toLowerCase(Locale.ROOT))
                ? Optional.of("is one of the passwords guessed first: choose another") : Optional.empty();
    }

    private static Set<String> commonPasswords() {
        try (InputStream in = ProductionSettings.class.getResourceAsStream("common-passwords.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).map(line -> line.toLowerCase(Locale.ROOT))
                    .collect(Collectors.toUnmodifiableSet());
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("common-passwords.txt is part of the application", e);
        }
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
