package io.targetwise.app.postgres;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/** Points the application under test at a fresh real PostgreSQL server. */
public class PostgresTestResource implements QuarkusTestResourceLifecycleManager {
    private PostgresServer server;

    @Override
    public Map<String, String> start() {
        server = PostgresServer.start();
        return Map.of(
                "quarkus.datasource.jdbc.url", server.jdbcUrl(),
                "quarkus.datasource.username", PostgresServer.USER,
                "quarkus.datasource.password", "");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}
