#!/usr/bin/env bash
# What `npm test` needs from the machine besides Node, checked before any test runs (scripts/test.mjs;
# .ci/run calls it too). Debian packages: Chromium's headless shell (integration tests), the validators the
# discoverability tests run (xmllint, Perl's HTTP::OAI harvester), the DejaVu fonts the build draws the
# social images with (docs/discoverability.md), Ghostscript (draws a package's EPS figures at import,
# docs/content.md "Figures"), nginx and Redis (the cluster test, deploy/test/cluster/)
# and PostgreSQL (the API's tests run a second time on it, docs/api.md "Tests"). Run as root with
# apt-get, it installs what is missing and starts a stopped Redis or PostgreSQL; otherwise it stops at
# once with the one command that does.
set -euo pipefail

missing=()
if [ ! -x /usr/lib/chromium/chromium-headless-shell ] && [ -z "${CHROMIUM_PATH:-}" ]; then missing+=(chromium-headless-shell); fi
command -v xmllint >/dev/null || missing+=(libxml2-utils)
perl -MHTTP::OAI -e 1 2>/dev/null || missing+=(libhttp-oai-perl)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf ] || missing+=(fonts-dejavu-core)
command -v gs >/dev/null || missing+=(ghostscript)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx-light)
command -v redis-server >/dev/null || missing+=(redis-server)
postgres_url="${JOURNAL_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
postgres_reachable() { pg_isready -q -d "$postgres_url" 2>/dev/null; }
fresh_postgres=0
if ! command -v pg_isready >/dev/null || { ! postgres_reachable && ! command -v pg_ctlcluster >/dev/null; }; then
  missing+=(postgresql)
  fresh_postgres=1
fi

can_install=0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then can_install=1; fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ $can_install = 0 ]; then
    echo "npm test needs Debian packages that are missing: ${missing[*]}. Install them with:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing Debian packages: ${missing[*]}..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if [ $fresh_postgres = 1 ]; then
    # A cluster this script created trusts local connections, as the development machines do.
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      sed -i -E 's/^(local|host)(\s+all\s+all\s+.*)(peer|scram-sha-256|md5)$/\1\2trust/' "$hba"
    done
    pg_lsclusters --no-header | while read -r version cluster _; do pg_ctlcluster "$version" "$cluster" reload || true; done
  fi
fi

# Installed but stopped (a fresh container starts no services). Redis keeps nothing on disk: counters and locks only.
if ! redis-cli -p 6379 ping >/dev/null 2>&1; then
  if [ $can_install = 0 ]; then
    echo 'Redis does not answer on 6379. Start it with: redis-server --daemonize yes --port 6379 --save ""' >&2
    exit 1
  fi
  echo "Starting Redis on 6379..."
  redis-server --daemonize yes --port 6379 --save ""
fi
if ! postgres_reachable; then
  if [ $can_install = 0 ]; then
    echo "PostgreSQL does not answer at $postgres_url. Start it with: sudo pg_ctlcluster <version> main start" >&2
    exit 1
  fi
  echo "Starting PostgreSQL..."
  pg_lsclusters --no-header | while read -r version cluster _; do pg_ctlcluster "$version" "$cluster" start || true; done
  for _ in $(seq 1 30); do postgres_reachable && break; sleep 1; done
  pg_isready -d "$postgres_url"
fi
