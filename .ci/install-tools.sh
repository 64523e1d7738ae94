#!/usr/bin/env bash
# What the web example's checks need, installed once, in the background while CI builds (it
# waits on the network, not on the cores): Debian's chromium and chromedriver, nginx and
# PostgreSQL, and selenium and websockets from PyPI. Whatever is installed already is left as is.
set -euo pipefail
cd "$(dirname "$0")/.."
source Examples/Web/postgres/common.sh

packages=()
[[ -x /usr/bin/chromium ]] || packages+=(chromium)
[[ -x /usr/bin/chromedriver ]] || packages+=(chromium-driver)
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || packages+=(nginx)
find_postgres_bin >/dev/null || packages+=(postgresql)
if (( ${#packages[@]} > 0 )); then
  echo "apt-get install ${packages[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}"
fi
pip install --quiet --disable-pip-version-check selenium==4.27.1 websockets==17.4
echo "installed: chromium, chromedriver, nginx, PostgreSQL, selenium, websockets"
