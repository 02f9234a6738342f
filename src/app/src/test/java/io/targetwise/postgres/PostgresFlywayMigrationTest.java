package io.targetwise.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.FlywayMigrationTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresFlywayMigrationTest extends FlywayMigrationTest {
}
