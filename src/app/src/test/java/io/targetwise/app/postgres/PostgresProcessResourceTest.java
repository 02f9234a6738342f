package io.targetwise.app.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.process.ProcessResourceTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresProcessResourceTest extends ProcessResourceTest {
}
