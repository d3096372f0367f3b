#!/usr/bin/env bash
# Serves the build with deploy/nginx.conf on loopback and checks what a visitor's browser gets:
# every security header, statuses (200, 404, blog 404), caching, compression; then runs the
# browser tests named in the arguments against it (default: every route, with the CSP enforced).
# Needs nginx (installed from Debian's packages when run as root and missing).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
PORT="${NGINX_PORT:-8089}"
WORK="$(mktemp -d)"
if ! command -v nginx >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 \
      || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "nginx not found" >&2; exit 1
  fi
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
ROOT="$(cd "$BUILD_DIR/client" && pwd)"
HEADERS="$(cd "$BUILD_DIR" && pwd)/nginx-security-headers.conf"
ADMIN_HEADERS="$(cd "$BUILD_DIR" && pwd)/nginx-admin-headers.conf"
sed -e "s#listen 80;#listen 127.0.0.1:$PORT;#" -e "/listen \[::\]:80;/d" \
    -e "s#/var/www/tideline#$ROOT#" \
    -e "s#/etc/nginx/snippets/tideline-security-headers.conf#$HEADERS#" \
    -e "s#/etc/nginx/snippets/tideline-admin-headers.conf#$ADMIN_HEADERS#" \
    deploy/nginx.conf > "$WORK/site.conf"
cat > "$WORK/nginx.conf" <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $WORK; proxy_temp_path $WORK; fastcgi_temp_path $WORK; uwsgi_temp_path $WORK; scgi_temp_path $WORK;
  include $WORK/site.conf;
}
CONF
"$NGINX" -t -c "$WORK/nginx.conf" -p "$WORK" 2>&1 | grep -v "^nginx: the configuration file" || true
"$NGINX" -c "$WORK/nginx.conf" -p "$WORK"
trap '[ -n "${KEEP_NGINX:-}" ] || kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true' EXIT
BASE="http://127.0.0.1:$PORT"
fail=0
# grep -c, not -q: -q stops reading early and, with pipefail, the SIGPIPE to curl fails the check.
check() { # description, command…
  if eval "$2" >/dev/null 2>&1; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi
}
status() { curl -s -o /dev/null -w "%{http_code}" "$BASE$1"; }
hdrs() { curl -s -D - -o /dev/null -H "Accept-Encoding: gzip" "$BASE$1"; }
check "/ answers 200" '[ "$(status /)" = 200 ]'
check "/contact answers 200 (clean URL)" '[ "$(status /contact)" = 200 ]'
check "/contact/ redirects to /contact" '[ "$(status /contact/)" = 301 ]'
check "unknown path answers 404 with the not-found page" '[ "$(status /no-such-page)" = 404 ] && curl -s "$BASE/no-such-page" | grep -c "find that page"'
check "unknown blog slug answers 404 with Coming Soon" '[ "$(status /blog/no-such-post)" = 404 ] && curl -s "$BASE/blog/no-such-post" | grep -c "Coming Soon!"'
check "unknown path below a blog slug answers 404 with the not-found page" '[ "$(status /blog/no-such-post/deeper)" = 404 ] && curl -s "$BASE/blog/no-such-post/deeper" | grep -c "<title>Page Not Found"'
check "sitemap.xml and robots.txt answer 200" '[ "$(status /sitemap.xml)" = 200 ] && [ "$(status /robots.txt)" = 200 ]'
for h in "content-security-policy: frame-ancestors 'none'" "strict-transport-security: max-age=" "x-content-type-options: nosniff" \
         "referrer-policy: strict-origin-when-cross-origin" "permissions-policy: accelerometer=()"; do
  check "header ${h%%:*} on pages, 404 and assets" "hdrs / | grep -ci \"$h\" && hdrs /no-such-page | grep -ci \"$h\" && hdrs /favicon.svg | grep -ci \"$h\""
done
ASSET="$(grep -o '/assets/[^"]*\.js' "$ROOT/index.html" | head -1)"
check "hashed assets are immutable" 'hdrs "$ASSET" | grep -ci "cache-control: public, max-age=31536000, immutable"'
check "HTML is no-cache" 'hdrs / | grep -ci "cache-control: no-cache"'
check "JS is compressed" 'hdrs "$ASSET" | grep -ci "content-encoding: gzip"'
check "pages carry their hashed CSP" 'curl -s "$BASE/" | grep -c "http-equiv=\"Content-Security-Policy\" content=\"default-src '"'"'self'"'"'; script-src '"'"'self'"'"' '"'"'sha256-"'
check "/admin/ redirects to /admin, which serves the editor" '[ "$(status /admin/)" = 301 ] && [ "$(status /admin)" = 200 ] && curl -s "$BASE/admin" | grep -c "noindex"'
check "/admin carries the editor's CSP and X-Robots-Tag, pages keep theirs" 'hdrs /admin | grep -ci "content-security-policy: .*connect-src '"'"'self'"'"' blob: https://api.github.com" && hdrs /admin | grep -ci "x-robots-tag: noindex" && ! hdrs / | grep -ci "api.github.com" && ! hdrs / | grep -ci "x-robots-tag"'
check "pages send no COOP; /admin keeps its popup-friendly one" '! hdrs / | grep -ci "cross-origin-opener-policy" && ! hdrs /no-such-page | grep -ci "cross-origin-opener-policy" && hdrs /admin | grep -ci "cross-origin-opener-policy: same-origin-allow-popups"'
check "the editor's page carries its own CSP (unsafe-eval only there)" 'curl -s "$BASE/admin" | grep -c "script-src '"'"'self'"'"' '"'"'unsafe-eval'"'"'" && ! curl -s "$BASE/" | grep -c "unsafe-eval"'
if [ "$fail" = 1 ]; then echo "nginx checks failed"; exit 1; fi
echo "nginx checks passed"
if [ "$#" -gt 0 ] || [ -z "${SKIP_E2E:-}" ]; then
  E2E_BASE_URL="$BASE" npx playwright test "${@:-tests/e2e/every-route.spec.ts}"
fi
