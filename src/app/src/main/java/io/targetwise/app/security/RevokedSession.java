package io.targetwise.app.security;

import java.time.Instant;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/** A signed-out session, by the hash of its decoded cookie (never the cookie), until it would have expired anyway. */
@Entity
@Table(name = "revoked_session")
class RevokedSession extends PanacheEntityBase {
    @Id
    public String cookieHash;
    public Instant expiresAt;
}
