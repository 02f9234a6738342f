package io.targetwise.app.security;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.quarkus.elytron.security.common.BcryptUtil;
import io.quarkus.panache.common.Sort;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;

/** Creates, lists and removes users and checks their passwords; passwords are stored only as bcrypt hashes. */
@ApplicationScoped
public class UserService {
    /** The name the autopilot acts under in the audit trails, which no user may take. */
    public static final String AUTOPILOT = "autopilot";
    static final int MIN_PASSWORD_LENGTH = 8;
    /** bcrypt reads at most 72 bytes; longer passwords would be silently cut. */
    static final int MAX_PASSWORD_BYTES = 72;
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

    @Transactional
    public Optional<UserView> find(String username) {
        return UserEntity.findByUsername(username).map(UserEntity::toView);
    }

    /** Whether the user exists now and their role includes {@code role} (a name from {@link Roles}). */
    @Transactional
    public boolean holds(String username, String role) {
        return UserEntity.findByUsername(username).map(u -> u.role.granted().contains(role)).orElse(false);
    }

    /**
     * The user if the password is theirs; empty for an unknown user or a wrong password alike, after as long a check.
     *
     * @throws SignInRefusedException when too many passwords are being checked at once
     */
    @Transactional
    public Optional<UserView> authenticate(String username, String password) {
        Optional<UserEntity> user = UserEntity.findByUsername(username);
        boolean matches = passwords.matches(password, user.map(u -> u.passwordHash).orElse(null));
        return user.filter(u -> matches).map(UserEntity::toView);
    }

    /** @throws InvalidRequestException naming each field to correct, including a username already taken */
    @Transactional
    public UserView create(NewUser user) {
        requireValid(user);
        UserEntity entity = new UserEntity();
        entity.username = user.username();
        entity.passwordHash = BcryptUtil.bcryptHash(user.password());
        entity.role = user.role();
        entity.createdAt = Instant.now(clock);
        entity.persist();
        return entity.toView();
    }

    /** @throws ConflictException when it would leave no administrator */
    @Transactional
    public void delete(String username) {
        UserEntity.findByUsername(username).ifPresent(user -> {
            if (user.role == Role.ADMIN && UserEntity.count("role", Role.ADMIN) == 1) {
                throw new ConflictException("'" + username + "' is the last administrator");
            }
            user.delete();
        });
    }

    @Transactional
    public boolean hasAdministrator() {
        return UserEntity.count("role", Role.ADMIN) > 0;
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
