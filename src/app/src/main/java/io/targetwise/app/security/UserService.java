package io.targetwise.app.security;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;

import io.quarkus.elytron.security.common.BcryptUtil;
import io.quarkus.panache.common.Sort;
import io.quarkus.security.AuthenticationFailedException;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.common.NotFoundException;
import io.targetwise.app.common.PageRequest;

/**
 * Creates, lists, changes, disables and removes users, each change in the users' audit trail, and checks their
 * passwords; passwords are stored only as bcrypt hashes. The rules that keep the application administrable live
 * here, for the console and the API alike: some administrator stays enabled, and none disables, demotes or removes
 * themselves.
 */
@ApplicationScoped
public class UserService {
    /** The name the autopilot acts under in the audit trails, which no user may take. */
    public static final String AUTOPILOT = "autopilot";
    /** The actor of the first administrator's creation from the settings: a name no user can take (a space). */
    static final String FIRST_START = "first start";
    /** The actor of a provider user's provisioning at sign-in. */
    static final String IDENTITY_PROVIDER = "identity provider";
    static final int MIN_PASSWORD_LENGTH = 8;
    /** bcrypt reads at most 72 bytes; longer passwords would be silently cut. */
    static final int MAX_PASSWORD_BYTES = 72;
    /** A sign-in is recorded when the last one recorded is older: an API client signs in with every request. */
    static final Duration SIGN_IN_RESOLUTION = Duration.ofMinutes(1);
    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9._@-]{1,120}");

    private final Clock clock;
    private final PasswordChecks passwords;

    UserService(Clock clock, PasswordChecks passwords) {
        this.clock = clock;
        this.passwords = passwords;
    }

    @Transactional
    public List<UserView> list() {
        return UserEntity.<UserEntity>listAll(Sort.by("username")).stream().map(UserEntity::toView).toList();
    }

    /** The user, disabled or not. */
    @Transactional
    public Optional<UserView> find(String username) {
        return UserEntity.findByUsername(username).map(UserEntity::toView);
    }

    /** Whether the user exists now, is enabled and their role includes {@code role} (a name from {@link Roles}). */
    @Transactional
    public boolean holds(String username, String role) {
        return UserEntity.findByUsername(username).filter(u -> !u.disabled)
                .map(u -> u.role.granted().contains(role)).orElse(false);
    }

    /**
     * The user if the password is theirs and they are enabled; empty for an unknown, disabled or provider user and a
     * wrong password alike, after as long a check.
     *
     * @throws SignInRefusedException when too many passwords are being checked at once
     */
    @Transactional
    public Optional<UserView> authenticate(String username, String password) {
        Optional<UserEntity> user = UserEntity.findByUsername(username);
        boolean matches = passwords.matches(password, user.map(u -> u.passwordHash).orElse(null));
        return user.filter(u -> matches && !u.disabled).map(UserEntity::toView);
    }

    /** Records a sign-in now, unless one was recorded within {@link #SIGN_IN_RESOLUTION}. */
    @Transactional
    public void recordSignIn(String username) {
        Instant now = Instant.now(clock);
        UserEntity.update("lastSignInAt = ?1 where username = ?2 and (lastSignInAt is null or lastSignInAt < ?3)",
                now, username, now.minus(SIGN_IN_RESOLUTION));
    }

    /** @throws InvalidRequestException naming each field to correct, including a username already taken */
    @Transactional
    public UserView create(NewUser user, String actor) {
        requireValid(user);
        UserEntity entity = new UserEntity();
        entity.username = user.username();
        entity.passwordHash = BcryptUtil.bcryptHash(user.password());
        entity.role = user.role();
        entity.createdAt = Instant.now(clock);
        entity.persist();
        record(actor, UserAction.CREATED, entity, "role " + name(user.role()));
        return entity.toView();
    }

    /**
     * @throws NotFoundException when there is no such user
     * @throws ConflictException for a provider user (the provider sets the role), the actor themselves, or the last
     *     enabled administrator
     */
    @Transactional
    public UserView changeRole(String username, Role role, String actor) {
        UserEntity user = existing(username);
        if (user.role == role) {
            return user.toView();
        }
        if (user.source == SignInSource.OIDC) {
            throw new ConflictException("'" + username + "' signs in at the identity provider, which sets the role at"
                    + " every sign-in: change it there");
        }
        requireOther(user, actor, "demote or promote");
        requireAnotherAdministrator(user);
        String detail = name(user.role) + " -> " + name(role);
        user.role = role;
        record(actor, UserAction.ROLE_CHANGED, user, detail);
        return user.toView();
    }

    /**
     * A disabled user can neither sign in nor act with a session already open; their name, trail and role stay.
     *
     * @throws NotFoundException when there is no such user
     * @throws ConflictException for the actor themselves or the last enabled administrator
     */
    @Transactional
    public UserView disable(String username, String actor) {
        UserEntity user = existing(username);
        if (!user.disabled) {
            requireOther(user, actor, "disable");
            requireAnotherAdministrator(user);
            user.disabled = true;
            record(actor, UserAction.DISABLED, user, "role " + name(user.role));
        }
        return user.toView();
    }

    /** @throws NotFoundException when there is no such user */
    @Transactional
    public UserView enable(String username, String actor) {
        UserEntity user = existing(username);
        if (user.disabled) {
            user.disabled = false;
            record(actor, UserAction.ENABLED, user, "role " + name(user.role));
        }
        return user.toView();
    }

    /**
     * @throws NotFoundException when there is no such user
     * @throws ConflictException for the actor themselves or the last enabled administrator
     */
    @Transactional
    public void delete(String username, String actor) {
        UserEntity user = existing(username);
        requireOther(user, actor, "remove");
        requireAnotherAdministrator(user);
        record(actor, UserAction.REMOVED, user, "role " + name(user.role));
        user.delete();
    }

    /**
     * The user the identity provider signed in, with the role its token gives, added on the first sign-in and given
     * the provider's role again at every later one (each change in the trail).
     *
     * @throws AuthenticationFailedException when the name is a password user's here (the provider's user would take
     *     over that account), is not a name this application takes, or the user is disabled here
     */
    @Transactional
    public UserView signedInAtProvider(String username, Role role) {
        Optional<UserEntity> known = UserEntity.findByUsername(username);
        if (known.isPresent() && known.get().source != SignInSource.OIDC) {
            throw new AuthenticationFailedException("'" + username + "' is a user with a password here; the identity"
                    + " provider's user of that name is refused");
        }
        if (known.isPresent() && known.get().disabled) {
            throw new AuthenticationFailedException("'" + username + "' is disabled here");
        }
        UserEntity user = known.orElseGet(() -> {
            if (!USERNAME.matcher(username).matches() || username.equalsIgnoreCase(AUTOPILOT)) {
                throw new AuthenticationFailedException("the identity provider's username is not one this application"
                        + " takes: 1 to 120 letters, digits or . _ @ -, not 'autopilot'");
            }
            UserEntity created = new UserEntity();
            created.username = username;
            created.source = SignInSource.OIDC;
            created.createdAt = Instant.now(clock);
            return created;
        });
        if (user.role != role) {
            String detail = (user.role == null ? "" : name(user.role) + " -> ") + name(role) + " from the provider";
            user.role = role;
            user.persist();
            record(IDENTITY_PROVIDER, UserAction.PROVISIONED, user, detail);
        }
        Instant now = Instant.now(clock);
        if (user.lastSignInAt == null || user.lastSignInAt.isBefore(now.minus(SIGN_IN_RESOLUTION))) {
            user.lastSignInAt = now; // each bearer request signs in; a write a minute is enough
        }
        return user.toView();
    }

    /** The users' audit trail, newest first. */
    @Transactional
    public List<UserEventView> events(PageRequest page) {
        return UserEventEntity.newestFirst(page).stream().map(UserEventEntity::view).toList();
    }

    @Transactional
    public boolean hasAdministrator() {
        return UserEntity.count("role", Role.ADMIN) > 0;
    }

    private static UserEntity existing(String username) {
        return UserEntity.findByUsername(username)
                .orElseThrow(() -> new NotFoundException("There is no user '" + username + "'"));
    }

    private static void requireOther(UserEntity user, String actor, String verb) {
        if (user.username.equals(actor)) {
            throw new ConflictException("Administrators do not " + verb + " themselves; another administrator does");
        }
    }

    /** Refuses a change that would leave no enabled administrator: nobody could administer users any more. */
    private static void requireAnotherAdministrator(UserEntity user) {
        if (user.role == Role.ADMIN && !user.disabled && enabledAdministrators() == 1) {
            throw new ConflictException("'" + user.username + "' is the last enabled administrator");
        }
    }

    /**
     * Locks the enabled administrators' rows while it counts them: two administrators disabling each other at once
     * would otherwise each count two and leave none.
     */
    private static long enabledAdministrators() {
        return UserEntity.<UserEntity>find("role = ?1 and disabled = false", Role.ADMIN)
                .withLock(LockModeType.PESSIMISTIC_WRITE).list().size();
    }

    private void record(String actor, UserAction action, UserEntity user, String detail) {
        UserEventEntity.record(Instant.now(clock), actor, action, user.username, detail);
    }

    private static String name(Role role) {
        return role.name().toLowerCase(Locale.ROOT);
    }

    private static void requireValid(NewUser user) {
        List<FieldError> errors = new ArrayList<>();
        if (user.username() == null || !USERNAME.matcher(user.username()).matches()) {
            errors.add(new FieldError("username", "1 to 120 letters, digits or . _ @ -"));
        } else if (user.username().equalsIgnoreCase(AUTOPILOT)) {
            errors.add(new FieldError("username", "'" + user.username() + "' is reserved: the autopilot acts under it"
                    + " in the audit trails"));
        } else if (UserEntity.findByUsername(user.username()).isPresent()) {
            errors.add(new FieldError("username", "'" + user.username() + "' is taken"));
        }
        if (user.password() == null || user.password().length() < MIN_PASSWORD_LENGTH) {
            errors.add(new FieldError("password", "at least " + MIN_PASSWORD_LENGTH + " characters"));
        } else if (user.password().getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
            errors.add(new FieldError("password", "at most " + MAX_PASSWORD_BYTES + " bytes"));
        }
        if (user.role() == null) {
            errors.add(new FieldError("role", "is required"));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("Invalid user", errors);
        }
    }
}
