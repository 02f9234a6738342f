package io.targetwise.app.security;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Set;

import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * A session-encryption key of 256 random bits, made once per start, as {@value #PROPERTY}: application.properties
 * takes it as the session key of every profile but production, which must set its own (ProductionSettings refuses to
 * start without). It is never logged and shares nothing with anything the API shows, such as the instance id: a key
 * derived from a public value would let anyone forge a session. Quarkus would make a random key itself, but logs it at
 * WARN. It has a name of its own rather than the session key's, so that it can never stand in for production's.
 */
public final class RandomSessionKey implements ConfigSource {
    static final String PROPERTY = "targetwise.generated-session-key";
    /** One key per class loader, so every configuration Quarkus builds during a start sees the same one. */
    private static final String KEY = newKey();
    private static final int ORDINAL = 50;

    static String newKey() {
        byte[] bits = new byte[32];
        new SecureRandom().nextBytes(bits);
        return Base64.getEncoder().encodeToString(bits);
    }

    @Override
    public Map<String, String> getProperties() {
        return Map.of(PROPERTY, KEY);
    }

    @Override
    public Set<String> getPropertyNames() {
        return Set.of(PROPERTY);
    }

    @Override
    public String getValue(String propertyName) {
        return PROPERTY.equals(propertyName) ? KEY : null;
    }

    @Override
    public String getName() {
        return "targetwise-random-session-key";
    }

    @Override
    public int getOrdinal() {
        return ORDINAL;
    }
}
