package io.targetwise.app.security;

import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import io.quarkus.vertx.http.runtime.RouteConstants;
import io.smallrye.health.SmallRyeHealth;
import io.smallrye.health.SmallRyeHealthReporter;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Liveness and readiness are open to anyone (orchestrators and load balancers probe them without signing in), so they
 * say only UP or DOWN, overall and per check: the checks' details (a database driver's or broker client's exception
 * text, host names, since when the ingest waits) are for administrators at /q/health. These routes come before the
 * health extension's own, which then answers only /q/health and its groups.
 */
@ApplicationScoped
class OpenProbes {
    static final String LIVENESS = "/q/health/live";
    static final String READINESS = "/q/health/ready";
    /** First of all, but after the headers every response carries (quarkus.http.header: security headers). */
    private static final int ORDER = RouteConstants.ROUTE_ORDER_HEADERS + 1;

    private final SmallRyeHealthReporter reporter;

    OpenProbes(SmallRyeHealthReporter reporter) {
        this.reporter = reporter;
    }

    void install(@Observes Router router) {
        router.get(LIVENESS).order(ORDER).blockingHandler(rc -> answer(rc, reporter::getLiveness));
        router.get(READINESS).order(ORDER).blockingHandler(rc -> answer(rc, reporter::getReadiness));
    }

    private static void answer(RoutingContext rc, Supplier<SmallRyeHealth> probe) {
        SmallRyeHealth health = probe.get();
        rc.response().setStatusCode(health.isDown() ? 503 : 200)
                .putHeader("Content-Type", "application/json; charset=UTF-8")
                .putHeader("Cache-Control", "no-store")
                .end(withoutDetails(health.getPayload()).toString());
    }

    /** The payload with each check's name and status only. */
    static JsonObject withoutDetails(JsonObject payload) {
        JsonArrayBuilder checks = Json.createArrayBuilder();
        payload.getJsonArray("checks").getValuesAs(JsonObject.class).forEach(check -> checks.add(Json.createObjectBuilder()
                .add("name", check.getString("name")).add("status", check.getString("status"))));
        return Json.createObjectBuilder().add("status", payload.getString("status")).add("checks", checks.build())
                .build();
    }
}
