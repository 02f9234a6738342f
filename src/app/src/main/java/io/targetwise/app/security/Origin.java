package io.targetwise.app.security;

import java.net.URI;
import java.util.Locale;
import java.util.Optional;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.HostAndPort;

/** Scheme, host and port, the default port written out, the host in lower case and without IPv6 brackets. */
record Origin(String scheme, String host, int port) {

    static Origin of(String scheme, String host, int port) {
        String s = scheme.toLowerCase(Locale.ROOT);
        String h = host.toLowerCase(Locale.ROOT);
        h = h.startsWith("[") && h.endsWith("]") ? h.substring(1, h.length() - 1) : h;
        return new Origin(s, h, port >= 0 ? port : "https".equals(s) ? 443 : 80);
    }

    /** As an Origin header writes it. */
    String text() {
        return scheme + "://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    /** The request's own origin: its scheme and authority, from the proxy's forwarded headers where it sends them. */
    static Optional<Origin> of(HttpServerRequest request) {
        HostAndPort authority = request.authority();
        return authority == null ? Optional.empty()
                : Optional.of(of(request.scheme(), authority.host(), authority.port()));
    }

    /** The origin of an Origin header or an absolute URL; empty for "null" and anything without scheme and host. */
    static Optional<Origin> parse(String text) {
        try {
            URI uri = URI.create(text.strip());
            return uri.getScheme() == null || uri.getHost() == null ? Optional.empty()
                    : Optional.of(of(uri.getScheme(), uri.getHost(), uri.getPort()));
        } catch (IllegalArgumentException notAUri) {
            return Optional.empty();
        }
    }
}
