package io.targetwise.app;

import static io.restassured.RestAssured.given;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;

import io.quarkus.runtime.StartupEvent;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Role;
import io.targetwise.app.security.UserService;

/** One user per role, created at every test start (%test only: this bean lives in the test sources). */
@ApplicationScoped
public class TestUsers {
    public static final String OPERATOR = "olga.operator";
    public static final String ENGINEER = "erik.engineer";
    public static final String ADMIN = "ada.admin";

    private final UserService users;

    TestUsers(UserService users) {
        this.users = users;
    }

    /** After the first administrator is created from configuration, which must find no administrator yet. */
    void onStart(@Observes @Priority(Interceptor.Priority.APPLICATION + 1000) StartupEvent event) {
        users.create(new NewUser(OPERATOR, password(OPERATOR), Role.OPERATOR), "test setup");
        users.create(new NewUser(ENGINEER, password(ENGINEER), Role.ENGINEER), "test setup");
        users.create(new NewUser(ADMIN, password(ADMIN), Role.ADMIN), "test setup");
    }

    /** Test passwords follow the username, so a test never needs a second constant. */
    public static String password(String username) {
        return username + "-secret";
    }

    public static RequestSpecification asOperator() {
        return as(OPERATOR);
    }

    public static RequestSpecification asEngineer() {
        return as(ENGINEER);
    }

    public static RequestSpecification as(String username) {
        return given().auth().preemptive().basic(username, password(username));
    }

    /** The application's own origin as RestAssured reaches it: what its pages send as Origin. */
    public static String origin() {
        return RestAssured.baseURI + ":" + RestAssured.port;
    }

    /** A console session of the user, signed in through the sign-in form from the application's own page. */
    public static String session(String username) {
        return given().redirects().follow(false).header("Origin", origin()).contentType(ContentType.URLENC)
                .formParam("username", username).formParam("password", password(username))
                .when().post("/j_security_check").then().statusCode(302).extract().cookie("quarkus-credential");
    }
}
