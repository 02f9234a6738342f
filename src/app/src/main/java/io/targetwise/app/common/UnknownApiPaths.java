package io.targetwise.app.common;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * An {@code /api/} path that no REST resource serves is a 404 problem document, not the console's page that the
 * Vaadin servlet (mapped to everything else) would answer: clients must see a wrong URL as one.
 */
@WebServlet(urlPatterns = "/api/*")
public class UnknownApiPaths extends HttpServlet {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_NOT_FOUND);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        JSON.writeValue(response.getWriter(), new Problem("Not Found", "no API resource at " + request.getRequestURI()));
    }
}
