package io.targetwise.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.ingest.MeasurementIngestTest;

@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresMeasurementIngestTest extends MeasurementIngestTest {
}
