package io.targetwise.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;

/** What a production start refuses: every setting missing or too weak is named together, with its variable. */
class ProductionSettingsTest {
    private static final String KEY = "quarkus.http.auth.session.encryption-key";
    private static final String GOOD_KEY = "q3Vh8xZ0pT2mB7nK4cR9sW1yL6dF5gJ+aE/uOiXo0Hs=";

    private static ProductionSettings settings(Map<String, String> values) {
        return new ProductionSettings(new SmallRyeConfigBuilder()
                .withSources(new PropertiesConfigSource(values, "test", 500)).build());
    }

    private static Map<String, String> complete() {
        return new HashMap<>(Map.of("quarkus.datasource.password", "chosen-too", "targetwise.admin.password",
                "chosen-for-this-installation", KEY, GOOD_KEY));
    }

    @Test
    void completeSettingsPass() {
        assertThat(settings(complete()).problems()).isEmpty();
    }

    @Test
    void everyMissingSettingIsNamed() {
        assertThat(settings(Map.of()).problems()).containsExactly(
                "quarkus.datasource.password is not set: set DATABASE_PASSWORD",
                "targetwise.admin.password is not set: set TARGETWISE_ADMIN_PASSWORD",
                KEY + " is not set: set TARGETWISE_SESSION_KEY");
    }

    /** 32 characters of one letter are 32 characters, but no secret: the key must spread over many characters. */
    @Test
    void aSessionKeyOfLittleEntropyIsRefused() {
        for (String weak : new String[] {"a".repeat(32), "abababababababababababababababab",
            "0123456789abcdef0123456789abcdef"}) {
            Map<String, String> values = complete();
            values.put(KEY, weak);
            assertThat(settings(values).problems()).as(weak).singleElement().asString()
                    .startsWith(KEY + " (TARGETWISE_SESSION_KEY) is too predictable");
        }
    }

    @Test
    void aCommonOrShortAdministratorPasswordIsRefused() {
        for (String weak : new String[] {"password", "Password1234", "targetwise-dev", "admin", "123456789012",
            "qwertyuiop"}) {
            Map<String, String> values = complete();
            values.put("targetwise.admin.password", weak);
            assertThat(settings(values).problems()).as(weak).singleElement().asString()
                    .startsWith("targetwise.admin.password (TARGETWISE_ADMIN_PASSWORD) ");
        }
    }

    /** A package built without -Pproduction would serve the console through Vaadin's development server. */
    @Test
    void aPackageBuiltForDevelopmentIsRefusedNamingTheRebuild() {
        ProductionSettings development = new ProductionSettings(new SmallRyeConfigBuilder()
                .withSources(new PropertiesConfigSource(complete(), "test", 500)).build(),
                ProductionSettings.DEVELOPMENT_SERVER::equals);
        assertThat(development.problems()).singleElement().asString()
                .contains("Vaadin's development server (vaadin-dev)").endsWith("./mvnw package -Pproduction");
        assertThat(settings(complete()).problems()).as("this build, made with -Pproduction").isEmpty();
    }

    /**
     * The refusal looks for a class by name: it must be one Vaadin's development server really has, or a renamed class
     * would let a development build through. The build copies that jar (of this Vaadin version) beside the classes.
     */
    @Test
    void theDevelopmentServerItLooksForIsInVaadinsDevelopmentServerJar() throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader own = thread.getContextClassLoader();
        try (URLClassLoader developmentBuild = new URLClassLoader(new URL[] {
            Path.of("target", "development-build", "vaadin-dev-server.jar").toUri().toURL()}, own)) {
            thread.setContextClassLoader(developmentBuild);
            assertThat(new ProductionSettings(new SmallRyeConfigBuilder()
                    .withSources(new PropertiesConfigSource(complete(), "test", 500)).build()).problems())
                    .singleElement().asString().contains("Vaadin's development server (vaadin-dev)");
        } finally {
            thread.setContextClassLoader(own);
        }
    }
}
