package io.targetwise.app.postgres;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.monitoring.forecast.ForecastAlarmFlowTest;

/** The one-outcome-per-proposal and one-open-alarm-per-kind constraints as PostgreSQL names and enforces them. */
@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresForecastAlarmFlowTest extends ForecastAlarmFlowTest {
}
