package io.targetwise.app.common;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.asEngineer;
import static io.targetwise.app.TestUsers.asOperator;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import java.util.UUID;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;

/**
 * Every refusal of the REST API is a problem document a client can act on: bodies that are not JSON or carry values
 * of the wrong type name the field like any validation error, unknown paths are 404s, and a 401 says how to sign in.
 */
@QuarkusTest
public class ApiProblemsTest {

    private static String process(String replicates, String lowerBound) {
        return """
                {"name": "Problems %s", "designVariables": [{"name": "x", "unit": "mm", "lowerBound": %s, "upperBound": 1}],
                 "output": {"name": "y", "unit": "V"}, "target": 0.5, "lowerSpecLimit": 0.4, "upperSpecLimit": 0.6,
                 "replicates": %s}""".formatted(UUID.randomUUID(), lowerBound, replicates);
    }

    @Test
    void aBodyThatIsNotJsonIsAnInvalidBody() {
        asEngineer().contentType(ContentType.JSON).body("{\"name\": \"Press\", ").when().post("/api/processes")
                .then().statusCode(400).contentType(ContentType.JSON)
                .body("title", equalTo("Invalid request body"))
                .body("errors[0].field", equalTo("body"))
                .body("errors[0].message", startsWith("is not valid JSON: line 1, column "));
    }

    @Test
    void aValueOfTheWrongTypeNamesItsField() {
        asEngineer().contentType(ContentType.JSON).body(process("\"three\"", "0")).when().post("/api/processes")
                .then().statusCode(400).contentType(ContentType.JSON)
                .body("errors[0].field", equalTo("replicates"))
                .body("errors[0].message", equalTo("must be a whole number, got three"));
        asEngineer().contentType(ContentType.JSON).body(process("2", "\"low\"")).when().post("/api/processes")
                .then().statusCode(400)
                .body("errors[0].field", equalTo("designVariables[0].lowerBound"))
                .body("errors[0].message", startsWith("must be a number"));
    }

    @Test
    void aFractionalReplicateCountIsRefusedNotTruncated() {
        asEngineer().contentType(ContentType.JSON).body(process("2.5", "0")).when().post("/api/processes")
                .then().statusCode(400).contentType(ContentType.JSON)
                .body("title", equalTo("Invalid request body"))
                .body("errors[0].field", equalTo("replicates"))
                .body("errors[0].message", startsWith("must be a whole number"));
    }

    @Test
    void anUnknownApiPathIsANotFoundProblemNotTheConsole() {
        asOperator().when().get("/api/no-such-thing").then().statusCode(404).contentType(ContentType.JSON)
                .body("title", equalTo("Not Found")).body("detail", equalTo("no API resource at /api/no-such-thing"));
        asOperator().when().get("/api/processes/1/no-such-thing").then().statusCode(404).contentType(ContentType.JSON)
                .body("title", equalTo("Not Found"));
        asOperator().when().get("/api/processes/not-a-number").then().statusCode(404).contentType(ContentType.JSON)
                .body("title", equalTo("Not Found"));
    }

    @Test
    void anUnauthenticatedRequestIsToldHowToAuthenticate() {
        given().when().get("/api/processes").then().statusCode(401)
                .header("WWW-Authenticate", startsWith("Basic realm="));
        given().when().get("/api/no-such-thing").then().statusCode(401)
                .header("WWW-Authenticate", startsWith("Basic realm="));
    }

    /** Which of two values for one key counts would depend on the reader: refused, naming the key where it is. */
    @Test
    void aKeyGivenTwiceIsRefusedNamingIt() {
        asEngineer().contentType(ContentType.JSON).body(process("2", "0").replace("\"target\": 0.5,",
                "\"target\": 0.5, \"target\": 0.45,")).when().post("/api/processes")
                .then().statusCode(400).contentType(ContentType.JSON)
                .body("errors[0].field", equalTo("target"))
                .body("errors[0].message", equalTo("is given more than once"));
        asEngineer().contentType(ContentType.JSON).body(process("2", "0").replace("\"unit\": \"mm\",",
                "\"unit\": \"mm\", \"unit\": \"cm\",")).when().post("/api/processes")
                .then().statusCode(400).body("errors[0].field", equalTo("designVariables[0].unit"));
    }

    /**
     * Control characters in free text are refused naming the field (NUL is one PostgreSQL cannot store); a reason is a
     * single line, so newlines, ESC and the bidi controls that reorder what a reader sees are refused there too.
     */
    @Test
    void controlCharactersInFreeTextAreRefusedNamingTheField() {
        String withDescription = process("2", "0").replace("\"replicates\"", "\"description\": \"%s\", \"replicates\"");
        for (String bad : new String[] {"a\\u0000b", "a\\u001b[31mb", "a\\u0007"}) {
            asEngineer().contentType(ContentType.JSON).body(withDescription.formatted(bad)).when().post("/api/processes")
                    .then().statusCode(400).body("errors[0].field", equalTo("description"));
        }
        asEngineer().contentType(ContentType.JSON).body(withDescription.formatted("two\\nlines\\tand a tab"))
                .when().post("/api/processes").then().statusCode(201);

        for (String bad : new String[] {"a\\u0000b", "a\\u001bb", "a\\nb", "pay \\u202Emoc.exe", "\\u2066x\\u2069"}) {
            asOperator().contentType(ContentType.JSON).body("{\"reason\": \"" + bad + "\"}")
                    .when().post("/api/proposals/{id}/reject", Long.MAX_VALUE).then().statusCode(400)
                    .body("errors[0].field", equalTo("reason"));
            asOperator().contentType(ContentType.JSON).body("{\"reason\": \"" + bad + "\"}")
                    .when().post("/api/alarms/{id}/acknowledge", Long.MAX_VALUE).then().statusCode(400)
                    .body("errors[0].field", equalTo("reason"));
        }
    }
}
