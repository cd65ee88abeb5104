vcl 4.1;
# Varnish in front of Tessera's load balancer, as a stand-in for a CDN (docs/deployment.md).
# Needs varnish-modules for xkey. The test suite `npm run test:scale` loads this very file;
# it replaces the backend's port (the line marked BACKEND) with its HAProxy's.

import xkey;

backend tessera {
    .host = "127.0.0.1";
    .port = "8080"; # BACKEND: the load balancer (HAProxy) in front of the Tessera processes
}

# Who may send PURGE: the Tessera hosts (CDN_PURGE_URL points here). Only loopback in the example.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "PURGE is not allowed from this address"));
        }
        # With CDN_PURGE_TOKEN set on the Tessera hosts, require it too:
        # if (req.http.Authorization != "Bearer <the token>") { return (synth(401, "PURGE needs the purge token")); }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "PURGE needs a Surrogate-Key header naming the keys to purge"));
        }
        # A hard purge: the next request fetches the new version (a soft purge would serve the stale one while it refetches).
        set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
        return (synth(200, "Purged " + req.http.X-Purged + " objects"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Signed-in editors and visitors, access-code grants and sign-ins in progress: their pages
    # depend on who asks, so they go to Tessera every time and never into the cache.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__Host-)?tessera_(session|visitor|signin|ac_[0-9a-f]+)=") {
        return (pass);
    }
    # Any other cookie (the consent cookie is read by the browser only) must not split the cache.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
}

sub vcl_backend_response {
    # Never shared: anything that sets a cookie, or that Tessera marks private or no-store
    # (gated, previewed, signed-in and form responses).
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # Tessera names what a response is made of (site, page, partials, data sources); xkey indexes it.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # The TTL comes from s-maxage (Varnish prefers it to max-age) and the grace from
    # stale-while-revalidate; purges end both at once.
}

sub vcl_deliver {
    set resp.http.X-Cache = req.http.X-Cache;
    unset resp.http.xkey;
    # Browsers need not see the surrogate keys (a CDN strips them too).
    unset resp.http.Surrogate-Key;
}
