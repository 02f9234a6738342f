package io.targetwise.app.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.common.ApiProblemsTest;

/** On PostgreSQL, which cannot store a NUL at all: a description or reason with one is a 400 naming it, not a 500. */
@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresApiProblemsTest extends ApiProblemsTest {
}
