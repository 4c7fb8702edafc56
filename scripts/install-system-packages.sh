#!/usr/bin/env bash
# Installs the Debian packages the tests need: Chromium and its headless shell for the browser journeys,
# PostgreSQL for the second database run. As root it runs apt-get itself (a fresh container has no sudo);
# as another user it asks sudo. Arguments name a subset of the packages; none means all.
set -euo pipefail

packages=("$@")
[ "${#packages[@]}" -gt 0 ] || packages=(chromium chromium-headless-shell postgresql)

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-system-packages: run as root, or install sudo" >&2; exit 1; }
  as_root=(sudo)
fi

"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
