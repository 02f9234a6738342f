package io.targetwise.app.security;

import java.time.Instant;
import java.util.Optional;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/** A person who may sign in; the password is kept only as a bcrypt hash, and none for the identity provider's users. */
@Entity
@Table(name = "app_user")
class UserEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "app_user_seq")
    @SequenceGenerator(name = "app_user_seq", sequenceName = "app_user_seq", allocationSize = 50)
    public Long id;

    public String username;
    public String passwordHash;
    @Enumerated(EnumType.STRING)
    public Role role;
    public Instant createdAt;
    public boolean disabled;
    public Instant lastSignInAt;
    @Enumerated(EnumType.STRING)
    public SignInSource source = SignInSource.PASSWORD;

    static Optional<UserEntity> findByUsername(String username) {
        return find("username", username).firstResultOptional();
    }

    UserView toView() {
        return new UserView(username, role, createdAt, disabled, source, lastSignInAt);
    }
}
