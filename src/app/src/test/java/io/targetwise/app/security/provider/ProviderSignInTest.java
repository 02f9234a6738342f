package io.targetwise.app.security.provider;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.as;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import java.io.IOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;

/**
 * Sign-in at the plant's identity provider, a real Keycloak the suite starts: API clients with its access tokens, the
 * console through its sign-in page, each user mapped to the application's roles, kept in the users list and refused
 * when disabled here or when the name is a password user's here.
 */
@QuarkusTest
@TestProfile(ProviderProfile.class)
class ProviderSignInTest {
    private static final Pattern LOGIN_FORM_ACTION = Pattern.compile("<form[^>]*id=\"kc-form-login\"[^>]*action=\"([^\"]+)\"");

    /**
     * A browser's cookie jar on a loopback address, which browsers count as a secure context: Keycloak marks its
     * cookies Secure even over plain HTTP, and Java's jar would not send those back.
     */
    private static final class LoopbackCookies extends CookieManager {
        LoopbackCookies() {
            super(null, CookiePolicy.ACCEPT_ALL);
        }

        @Override
        public void put(URI uri, Map<String, List<String>> headers) throws IOException {
            Map<String, List<String>> insecure = new java.util.HashMap<>(headers);
            insecure.replaceAll((name, values) -> "set-cookie".equalsIgnoreCase(name) ? values.stream()
                    .map(v -> v.replaceAll("(?i);\\s*Secure(?=;|$)", "")).toList() : values);
            super.put(uri, insecure);
        }
    }

    @BeforeEach
    void providerServes() throws IOException {
        ProviderTestResource.awaitProvider();
    }

    private static String token(String username) throws IOException, InterruptedException {
        String form = "grant_type=password&client_id=targetwise&client_secret=" + ProviderTestResource.CLIENT_SECRET
                + "&username=" + username + "&password=" + ProviderTestResource.PASSWORD;
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                ProviderTestResource.issuer + "/protocol/openid-connect/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return io.restassured.path.json.JsonPath.from(response.body()).getString("access_token");
    }

    @Test
    void aProviderTokenCallsTheApiWithTheRoleItsProviderRoleMapsTo() throws Exception {
        String token = token("pia.provider");
        given().auth().oauth2(token).when().get("/api/processes").then().statusCode(200);
        given().auth().oauth2(token).contentType(ContentType.JSON).body("{}").when()
                .put("/api/processes/0/campaign").then().statusCode(404); // an engineer's act: no such process
        given().auth().oauth2(token).when().get("/api/users").then().statusCode(403);

        as(TestUsers.ADMIN).when().get("/api/users").then().statusCode(200)
                .body("find { it.username == 'pia.provider' }.source", equalTo("OIDC"))
                .body("find { it.username == 'pia.provider' }.role", equalTo("ENGINEER"))
                .body("find { it.username == 'pia.provider' }.lastSignInAt", notNullValue());
        as(TestUsers.ADMIN).queryParam("size", 200).when().get("/api/users/events").then().statusCode(200)
                .body("find { it.username == 'pia.provider' }.action", equalTo("PROVISIONED"))
                .body("find { it.username == 'pia.provider' }.actor", equalTo("identity provider"));
        // The provider sets the role at every sign-in; a change here would not hold
        as(TestUsers.ADMIN).contentType(ContentType.JSON).body(Map.of("role", "OPERATOR")).when()
                .put("/api/users/{u}/role", "pia.provider").then().statusCode(409);
    }

    @Test
    void aTokenWithoutAMappedRoleForAPasswordUsersNameOrNotFromTheProviderIsRefused() throws Exception {
        given().auth().oauth2(token("nora.visitor")).when().get("/api/processes").then().statusCode(401);
        // The provider's ada.admin is not this application's password user ada.admin
        given().auth().oauth2(token("ada.admin")).when().get("/api/processes").then().statusCode(401);
        String token = token("olaf.oidc");
        String forged = token.substring(0, token.lastIndexOf('.') + 1) + "AAAA" + token.substring(token.lastIndexOf('.') + 5);
        given().auth().oauth2(forged).when().get("/api/processes").then().statusCode(401);
    }

    @Test
    void aProviderUserDisabledHereIsRefusedThoughTheProviderVouchesForThem() throws Exception {
        String token = token("olaf.oidc");
        given().auth().oauth2(token).when().get("/api/processes").then().statusCode(200);
        as(TestUsers.ADMIN).contentType(ContentType.JSON).when().post("/api/users/{u}/disable", "olaf.oidc").then()
                .statusCode(200);
        given().auth().oauth2(token).when().get("/api/processes").then().statusCode(401);
        as(TestUsers.ADMIN).contentType(ContentType.JSON).when().post("/api/users/{u}/enable", "olaf.oidc").then()
                .statusCode(200);
        given().auth().oauth2(token).when().get("/api/processes").then().statusCode(200);
    }

    /**
     * The console's sign-in as a browser goes through it: to the provider's sign-in page, its form, back through the
     * code flow, and on with the application's own session cookie, which the API takes and signing out revokes.
     */
    @Test
    void theConsoleSignsInAtTheProviderAndHoldsAnOrdinarySession() throws Exception {
        CookieManager jar = new LoopbackCookies();
        HttpClient browser = HttpClient.newBuilder().cookieHandler(jar).followRedirects(HttpClient.Redirect.NORMAL)
                .build();
        String app = RestAssured.baseURI + ":" + RestAssured.port;
        HttpResponse<String> loginPage = browser.send(HttpRequest.newBuilder(URI.create(app + "/sign-in/provider"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(loginPage.uri().toString()).startsWith(ProviderTestResource.issuer);
        Matcher action = LOGIN_FORM_ACTION.matcher(loginPage.body());
        assertThat(action.find()).as(loginPage.body()).isTrue();

        HttpResponse<String> back = browser.send(HttpRequest.newBuilder(URI.create(action.group(1)
                .replace("&amp;", "&"))).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=pia.provider&password="
                        + URLEncoder.encode(ProviderTestResource.PASSWORD, StandardCharsets.UTF_8)))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(back.statusCode()).as(back.body()).isEqualTo(200);
        assertThat(back.uri().getPath()).isEqualTo("/sign-in/provider");
        List<HttpCookie> session = jar.getCookieStore().get(URI.create(app)).stream()
                .filter(c -> c.getName().equals("quarkus-credential")).toList();
        assertThat(session).hasSize(1);
        String cookie = session.get(0).getValue();

        given().cookie("quarkus-credential", cookie).when().get("/api/processes").then().statusCode(200);
        given().cookie("quarkus-credential", cookie).header("Origin", TestUsers.origin()).redirects().follow(false)
                .when().post("/sign-out").then().statusCode(303);
        given().cookie("quarkus-credential", cookie).when().get("/api/processes").then().statusCode(401);
    }
}
