package io.targetwise.app.security;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import org.eclipse.microprofile.config.Config;

/**
 * Reads (and for the identity provider's sign-in writes) the form session cookie as Quarkus writes it (base64 of an IV length byte, the IV and the AES-GCM encryption,
 * under the SHA-256 of the configured key, of "expiry-millis:username"), so that a session is judged by what it
 * decodes to rather than by the cookie's spelling: base64 admits several spellings of the same bytes (with or without
 * padding, with altered unused trailing bits), and a revocation of one spelling must hold for all.
 */
@ApplicationScoped
class SessionCookies {
    private static final int TAG_BITS = 128;
    private static final int MAX_IV_LENGTH = 32;
    /** GCM's recommended IV length, as Quarkus writes its own cookies. */
    private static final int IV_LENGTH = 12;
    private static final SecureRandom RANDOM = new SecureRandom();

    private static final String KEY_PROPERTY = "quarkus.http.auth.session.encryption-key";

    private final Config config;
    private final Duration lifetime;
    private volatile SecretKey key;

    /**
     * The key is read on first use, not injected: a production start without one must be refused by
     * ProductionSettings, naming the variable to set, not by an injection point that cannot expand it.
     */
    SessionCookies(Config config, @ConfigProperty(name = "quarkus.http.auth.form.timeout") Duration lifetime) {
        this.config = config;
        this.lifetime = lifetime;
    }

    private SecretKey key() {
        SecretKey current = key;
        if (current == null) {
            current = new SecretKeySpec(sha256(config.getValue(KEY_PROPERTY, String.class)
                    .getBytes(StandardCharsets.UTF_8)), "AES");
            key = current;
        }
        return current;
    }

    /**
     * @param id the SHA-256 of the decoded cookie: the same for every spelling of it, different for every sign-in
     *     (each cookie has its own random IV)
     * @param issuedAt when the session was signed in; its cookie is never re-issued (new-cookie-interval = timeout)
     */
    record Session(String id, String username, Instant issuedAt) {
    }

    /** The session the cookie holds; empty when it is not one this key encrypted. */
    Optional<Session> read(String cookie) {
        try {
            byte[] bytes = Base64.getDecoder().decode(cookie);
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            int ivLength = buffer.get();
            if (ivLength <= 0 || ivLength > MAX_IV_LENGTH || ivLength > buffer.remaining()) {
                return Optional.empty();
            }
            byte[] iv = new byte[ivLength];
            buffer.get(iv);
            byte[] encrypted = new byte[buffer.remaining()];
            buffer.get(encrypted);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, iv));
            String plain = new String(cipher.doFinal(encrypted), StandardCharsets.UTF_8);
            int colon = plain.indexOf(':');
            if (colon < 0) {
                return Optional.empty();
            }
            Instant expiry = Instant.ofEpochMilli(Long.parseLong(plain.substring(0, colon)));
            return Optional.of(new Session(HexFormat.of().formatHex(sha256(bytes)), plain.substring(colon + 1),
                    expiry.minus(lifetime)));
        } catch (IllegalArgumentException | java.nio.BufferUnderflowException | GeneralSecurityException e) {
            return Optional.empty(); // not base64, too short, not ours or tampered with (GCM's tag), no number
        }
    }

    /**
     * A new session cookie's value for {@code username}, as the form sign-in writes it: for a sign-in that did not go
     * through the form (the identity provider's), so that every console session is one kind, revoked alike.
     */
    String write(String username, Instant now) {
        try {
            byte[] iv = new byte[IV_LENGTH];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, iv));
            byte[] encrypted = cipher.doFinal((now.plus(lifetime).toEpochMilli() + ":" + username)
                    .getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(ByteBuffer.allocate(1 + iv.length + encrypted.length)
                    .put((byte) iv.length).put(iv).put(encrypted).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has AES/GCM", e);
        }
    }

    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
