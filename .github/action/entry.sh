#!/usr/bin/env bash
# The GitHub Action's steps (action.yml runs this three times: plan, install,
# audit). A runner gives it what a composite action's steps get: the inputs
# as INPUT_* variables (action.yml maps each one), GITHUB_WORKSPACE (the
# app's checkout), GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY,
# RUNNER_OS (Linux, macOS), RUNNER_ARCH (X64, ARM64), RUNNER_TEMP,
# GITHUB_ACTION_PATH (this repository, as the runner fetched it) and
# GITHUB_ACTION_REPOSITORY / GITHUB_ACTION_REF (which repository and ref the
# workflow's `uses:` named). Anyone can run it the same way with those set:
# .ci/check-adoption does, from a scratch app repository.
#
#   plan     decide where reviewready comes from: INPUT_BINARY_PATH (a binary
#            already there), a release (INPUT_VERSION, or the action's own
#            tag), or a build from source (INPUT_BUILD_FROM_SOURCE=true, or no
#            version); outputs mode, version and, for a build, cache-key and
#            cache-path (action.yml restores and saves that folder; a build
#            that replaces a missing release archive is not cached)
#   install  put that reviewready on PATH: the release archive for this OS
#            and architecture, its SHA-256 checked (a mismatch stops the job;
#            a release that doesn't exist falls back to a build), or a
#            release build of GITHUB_ACTION_PATH (kept in cache-path)
#   audit    reviewready audit INPUT_PATHS from GITHUB_WORKSPACE with the
#            team's configuration (INPUT_CONFIG, else .reviewready.yml as
#            audit finds it) and INPUT_FAIL_ON; writes the SARIF log to
#            INPUT_SARIF (for the upload step), prints GitHub annotations,
#            appends each description's markdown-summary to the job summary,
#            and exits with audit's status
set -euo pipefail

fail() {
  echo "::error title=ReviewReady::$*"
  echo "error: $*" >&2
  exit 2
}

output() { echo "$1=$2" >>"${GITHUB_OUTPUT:-/dev/null}"; }

: "${GITHUB_WORKSPACE:?GITHUB_WORKSPACE is not set: run this from a GitHub Actions step, or set it to the checkout of the app}"
runner_temp="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"

# The release asset's platform name for this runner: linux-x86_64,
# linux-arm64 or macos-universal.
platform() {
  local os="${RUNNER_OS:-$(uname -s)}" arch="${RUNNER_ARCH:-$(uname -m)}"
  case "$os" in
    Linux)
      case "$arch" in
        X64 | x86_64 | amd64) echo linux-x86_64 ;;
        ARM64 | aarch64 | arm64) echo linux-arm64 ;;
        *) fail "no release binary for Linux on $arch (x86_64 and arm64 have one); set build-from-source: true" ;;
      esac ;;
    macOS | Darwin) echo macos-universal ;;
    *) fail "no release binary for $os (Linux and macOS have one); use the Dockerfile or build from source" ;;
  esac
}

# The version asked for, without a leading v; empty when none is.
wanted_version() {
  local version="${INPUT_VERSION:-}"
  if [ -z "$version" ] && [[ "${GITHUB_ACTION_REF:-}" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    version="$GITHUB_ACTION_REF"
  fi
  version="${version#v}"
  if [ -n "$version" ] && ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    fail "version '$version' is not a release version such as 0.1.0 (leave it empty to use the action's own tag)"
  fi
  echo "$version"
}

# sha256 FILE...: sha256sum's lines, on Linux or macOS.
sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}

# A key for the cached build: this source's files, the OS and architecture.
source_key() {
  local source="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}" digest
  digest=$(cd "$source" && find Package.swift Sources Checklists Templates Plugins -type f \
    -not -path 'Checklists/tests/*' -print0 | LC_ALL=C sort -z | xargs -0 cat | sha256)
  echo "reviewready-build-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-${digest%% *}"
}

# Where reviewready comes from: binary, release or source.
install_mode() {
  if [ -n "${INPUT_BINARY_PATH:-}" ]; then
    echo binary
  elif [ "${INPUT_BUILD_FROM_SOURCE:-false}" = true ] || [ -z "$1" ]; then
    echo source
  else
    echo release
  fi
}

plan() {
  local version mode
  version=$(wanted_version)
  mode=$(install_mode "$version")
  [ "$mode" = release ] && platform >/dev/null
  output mode "$mode"
  output version "$version"
  if [ "$mode" = source ]; then
    output cache-key "$(source_key)"
    output cache-path "$runner_temp/reviewready-build-cache"
  fi
  echo "reviewready comes from: $mode${version:+ $version}"
}

# install_release VERSION DIR: the release archive's reviewready in DIR;
# status 3 when the release has no such archive.
install_release() {
  local version="$1" dir="$2" name repo base
  name="reviewready-$version-$(platform)"
  repo="${INPUT_REPOSITORY:-${GITHUB_ACTION_REPOSITORY:-}}"
  if [ -n "${INPUT_RELEASE_URL:-}" ]; then
    base="${INPUT_RELEASE_URL%/}/v$version"
  elif [ -n "$repo" ]; then
    base="https://github.com/$repo/releases/download/v$version"
  else
    fail "no repository to download from: set the repository input (owner/name)"
  fi
  local download="$runner_temp/reviewready-download"
  rm -rf "$download" && mkdir -p "$download"
  if ! curl --fail --silent --show-error --location --retry 3 -o "$download/$name.tar.gz" \
    "$base/$name.tar.gz" || ! curl --fail --silent --show-error --location --retry 3 \
      -o "$download/$name.tar.gz.sha256" "$base/$name.tar.gz.sha256"; then
    return 3
  fi
  local expected actual
  expected=$(awk '{print $1; exit}' "$download/$name.tar.gz.sha256")
  actual=$(sha256 "$download/$name.tar.gz")
  actual="${actual%% *}"
  [[ "$expected" =~ ^[0-9a-f]{64}$ ]] || fail "$base/$name.tar.gz.sha256 holds no SHA-256"
  [ "$expected" = "$actual" ] ||
    fail "$name.tar.gz has SHA-256 $actual but its release says $expected: not installing it"
  mkdir -p "$dir"
  tar -xzf "$download/$name.tar.gz" -C "$download"
  install -m 755 "$download/$name/reviewready" "$dir/reviewready"
  echo "installed reviewready $version ($name.tar.gz, SHA-256 $actual)"
}

# build_from_source DIR: a stripped release build of GITHUB_ACTION_PATH in DIR,
# unless the cache already holds one.
build_from_source() {
  local dir="$1" source="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"
  local cache="${INPUT_CACHE_PATH:-$runner_temp/reviewready-build-cache}"
  if [ -x "$cache/reviewready" ] && "$cache/reviewready" --version >/dev/null 2>&1; then
    echo "reviewready from the build cache ($cache)"
  else
    command -v swift >/dev/null 2>&1 ||
      fail "building from source needs Swift 6 on PATH (swift.org/install; GitHub's Ubuntu and macOS runners have it)"
    if ! pkg-config --exists yaml-0.1 libpcre2-8 2>/dev/null; then
      case "${RUNNER_OS:-$(uname -s)}" in
        Linux) sudo apt-get install -y -qq libyaml-dev libpcre2-dev pkg-config >/dev/null ;;
        macOS | Darwin) brew install libyaml pcre2 pkg-config >/dev/null ;;
      esac
    fi
    local flags=()
    [ "$(uname -s)" = Linux ] && flags=(--static-swift-stdlib)
    echo "building reviewready from $source (a release build takes minutes; the result is cached)"
    swift build -c release --product reviewready "${flags[@]}" --package-path "$source" \
      --scratch-path "$runner_temp/reviewready-scratch"
    mkdir -p "$cache"
    install -m 755 "$(swift build -c release --product reviewready "${flags[@]}" \
      --package-path "$source" --scratch-path "$runner_temp/reviewready-scratch" \
      --show-bin-path)/reviewready" "$cache/reviewready"
    strip "$cache/reviewready" 2>/dev/null || true
  fi
  mkdir -p "$dir"
  install -m 755 "$cache/reviewready" "$dir/reviewready"
}

install_tool() {
  local version mode dir="$runner_temp/reviewready-bin"
  version=$(wanted_version)
  mode=$(install_mode "$version")
  case "$mode" in
    binary)
      [ -x "$INPUT_BINARY_PATH" ] || fail "binary-path '$INPUT_BINARY_PATH' is not an executable file"
      mkdir -p "$dir"
      install -m 755 "$INPUT_BINARY_PATH" "$dir/reviewready" ;;
    release)
      local status=0
      install_release "$version" "$dir" || status=$?
      if [ "$status" = 3 ]; then
        echo "::warning title=ReviewReady::no release archive for $version on $(platform); building from source instead"
        build_from_source "$dir"
      elif [ "$status" != 0 ]; then
        exit "$status"
      fi ;;
    source) build_from_source "$dir" ;;
    *) fail "unknown install mode '$mode'" ;;
  esac
  local installed
  installed=$("$dir/reviewready" --version) || fail "the installed reviewready does not run"
  if [ "$mode" = release ] && [ -n "$version" ] && [ "$installed" != "$version" ]; then
    echo "::warning title=ReviewReady::asked for $version, running $installed"
  fi
  echo "$dir" >>"${GITHUB_PATH:-/dev/null}"
  output binary "$dir/reviewready"
  output installed-version "$installed"
  echo "reviewready $installed at $dir/reviewready"
}

audit() {
  local binary="${INPUT_BINARY:-$runner_temp/reviewready-bin/reviewready}"
  [ -x "$binary" ] || binary=$(command -v reviewready) || fail "reviewready is not installed: run the install step first"
  local reports="$runner_temp/reviewready-reports"
  rm -rf "$reports"
  local arguments=(audit --format sarif --format markdown-summary --format github --output "$reports/")
  [ -n "${INPUT_CONFIG:-}" ] && arguments+=(--config "$INPUT_CONFIG")
  [ -n "${INPUT_FAIL_ON:-}" ] && arguments+=(--fail-on "$INPUT_FAIL_ON")
  local paths=() path
  # One path per line or separated by spaces; paths with spaces: one per line.
  if [[ "${INPUT_PATHS:-.}" == *$'\n'* ]]; then
    while IFS= read -r path; do [ -n "$path" ] && paths+=("$path"); done <<<"$INPUT_PATHS"
  else
    read -r -a paths <<<"${INPUT_PATHS:-.}"
  fi
  [ ${#paths[@]} -gt 0 ] || paths=(.)
  cd "$GITHUB_WORKSPACE"
  local status=0
  "$binary" "${arguments[@]}" -- "${paths[@]}" || status=$?
  if [ -f "$reports/reviewready.github.txt" ]; then
    cat "$reports/reviewready.github.txt"
  fi
  if [ -f "$reports/reviewready.sarif" ]; then
    local sarif="${INPUT_SARIF:-reviewready.sarif}"
    mkdir -p "$(dirname "$sarif")"
    cp "$reports/reviewready.sarif" "$sarif"
    output sarif "$sarif"
  fi
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    local summary found=0
    for summary in "$reports"/*.summary.md; do
      [ -f "$summary" ] || continue
      found=1
      cat "$summary" >>"$GITHUB_STEP_SUMMARY"
      echo >>"$GITHUB_STEP_SUMMARY"
    done
    if [ "$found" = 0 ]; then
      printf '### ReviewReady\n\nNo report: `reviewready audit` exited %s (see the step log).\n' \
        "$status" >>"$GITHUB_STEP_SUMMARY"
    fi
  fi
  output exit-code "$status"
  exit "$status"
}

case "${1:-}" in
  plan) plan ;;
  install) install_tool ;;
  audit) audit ;;
  *) fail "usage: entry.sh plan|install|audit" ;;
esac
