package io.targetwise.app.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.FlywayMigrationTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresFlywayMigrationTest extends FlywayMigrationTest {
}
