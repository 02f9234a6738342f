package io.targetwise.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.html.Anchor;

/** The sign-in view offers the plant's identity provider exactly where one is configured. */
class LoginViewTest {

    @BeforeEach
    void setUp() {
        MockVaadin.setup();
    }

    @AfterEach
    void tearDown() {
        MockVaadin.tearDown();
    }

    private static List<Anchor> providerLinks(LoginView view) {
        return view.getChildren().filter(Anchor.class::isInstance).map(Anchor.class::cast).toList();
    }

    @Test
    void withAProviderItLinksToItsSignInOutsideTheConsolesRoutes() {
        assertThat(providerLinks(new LoginView(true))).singleElement().satisfies(link -> {
            assertThat(link.getHref()).isEqualTo("/sign-in/provider");
            assertThat(link.isRouterIgnore()).isTrue();
        });
    }

    @Test
    void withoutOneItShowsThePasswordFormAlone() {
        assertThat(providerLinks(new LoginView(false))).isEmpty();
    }
}
