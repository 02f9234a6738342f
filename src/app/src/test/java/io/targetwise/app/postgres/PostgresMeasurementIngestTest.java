package io.targetwise.app.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.ingest.MeasurementIngestTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresMeasurementIngestTest extends MeasurementIngestTest {
}
