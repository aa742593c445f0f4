#!/usr/bin/env bash
# The XML schemas the validator tests need (docs/discoverability.md), taken from packages, never kept in
# the repository: OAI-PMH.xsd, oai_dc.xsd and the Dublin Core and xml.xsd they import from Debian's
# python3-gavo (unpacked only, not installed: it would pull in a whole astronomy stack), and the
# sitemaps.org urlset schema from the npm package `sitemap` (a devDependency of tests/).
# Writes tests/.validator-schemas/ (git-ignored). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/.validator-schemas
gavo_files=(OAI-PMH.xsd oai_dc.xsd simpledc20021212.xsd xml.xsd)

have_all() {
  for file in "${gavo_files[@]}" sitemap.xsd; do [ -s "$out/$file" ] || return 1; done
}
if have_all; then exit 0; fi
mkdir -p "$out"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! (cd "$work" && apt-get download python3-gavo >/dev/null 2>&1); then
  apt-get update -qq
  (cd "$work" && apt-get download python3-gavo >/dev/null)
fi
dpkg-deb -x "$work"/python3-gavo_*.deb "$work/root"
schemata=$(dirname "$(find "$work/root" -name OAI-PMH.xsd -print -quit)")
for file in "${gavo_files[@]}"; do cp "$schemata/$file" "$out/"; done

cp node_modules/sitemap/schema/sitemap.xsd "$out/"
have_all
echo "Validator schemas ready in $out"
