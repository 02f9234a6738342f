package io.targetwise.app.security.provider;

import java.util.List;

import io.quarkus.test.junit.QuarkusTestProfile;

/** Runs a test class with sign-in at a real OpenID Connect provider switched on. */
public class ProviderProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(ProviderTestResource.class));
    }
}
