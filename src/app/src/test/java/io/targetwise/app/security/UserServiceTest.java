package io.targetwise.app.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.common.ConflictException;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;

@QuarkusTest
class UserServiceTest {
    @Inject
    UserService users;
    @ConfigProperty(name = "targetwise.admin.username")
    String adminName;
    @ConfigProperty(name = "targetwise.admin.password")
    String adminPassword;

    @Test
    void aPasswordIsStoredAsABcryptHashAndChecked() {
        String name = "u" + UUID.randomUUID().toString().substring(0, 8);
        users.create(new NewUser(name, "correct horse", Role.ENGINEER), "test setup");
        assertThat(users.authenticate(name, "correct horse")).hasValueSatisfying(u -> {
            assertThat(u.role()).isEqualTo(Role.ENGINEER);
            assertThat(u.role().granted()).containsExactlyInAnyOrder(Roles.OPERATOR, Roles.ENGINEER);
        });
        assertThat(users.authenticate(name, "wrong horse")).isEmpty();
        assertThat(UserEntity.getEntityManager().createQuery("select u.passwordHash from UserEntity u where u.username = ?1",
                String.class).setParameter(1, name).getSingleResult()).startsWith("$2a$").doesNotContain("horse");
    }

    @Test
    void everyBrokenRuleIsNamedByItsField() {
        assertThatThrownBy(() -> users.create(new NewUser("has space", "short", null), "test setup"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> assertThat(e.errors())
                        .extracting(FieldError::field).containsExactly("username", "password", "role"));
        assertThatThrownBy(() -> users.create(new NewUser(TestUsers.OPERATOR, "long enough", Role.OPERATOR), "test setup"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> assertThat(e.errors())
                        .containsExactly(new FieldError("username", "'" + TestUsers.OPERATOR + "' is taken")));
        // The audit trails would not tell a person from the autopilot, which acts under this name
        assertThatThrownBy(() -> users.create(new NewUser("AutoPilot", "long enough", Role.OPERATOR), "test setup"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> assertThat(e.errors())
                        .containsExactly(new FieldError("username", "'AutoPilot' is reserved: the autopilot acts under"
                                + " it in the audit trails")));
    }

    @Test
    void theLastAdministratorCannotBeRemoved() {
        users.delete(adminName, "test setup");
        try {
            assertThatThrownBy(() -> users.delete(TestUsers.ADMIN, "test setup")).isInstanceOf(ConflictException.class);
            assertThat(users.find(TestUsers.ADMIN)).isPresent();
        } finally {
            users.create(new NewUser(adminName, adminPassword, Role.ADMIN), "test setup");
        }
    }
}
