package io.targetwise.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.process.ProcessResourceTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresProcessResourceTest extends ProcessResourceTest {
}
