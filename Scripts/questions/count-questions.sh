#!/bin/sh
# Counts the open questions `reviewready import` leaves on the 12 real apps of
# ../shared/testdata (the six projects of real-sources, imported with
# --project and their code scanned as import does by default; the six apps of
# real-apps that have only an Info.plist, strings and a manifest), by auditing
# each imported description in JSON (the projects with `--scan` of their code,
# as a team runs it). Prints one line per app:
#   app  questions  questions-no-rule-waits-on  [their paths, with -v]
# and the totals. Usage: Scripts/questions/count-questions.sh [-v] [path/to/reviewready]
# (RealQuestionCountsTests holds the README's per-app figures.)
set -eu
verbose=0
[ "${1:-}" = "-v" ] && { verbose=1; shift; }
here=$(cd "$(dirname "$0")/../.." && pwd)
binary=${1:-"$here/.build/debug/reviewready"}
data=${SHARED_TESTDATA:-"$here/../shared/testdata"}
[ -d "$data/real-sources" ] && [ -d "$data/real-apps" ] || {
  echo "no $data/real-sources or real-apps: nothing to count" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

count() { # app description [audit options]
  app=$1; description=$2; shift 2
  "$binary" audit --no-config --format json "$@" "$description" 2>/dev/null | python3 -c '
import json, sys
questions = json.load(sys.stdin).get("questions", [])
idle = [q for q in questions if not q.get("waitingRules")]
paths = " ".join(q["path"] for q in questions) if sys.argv[2] == "1" else ""
print("%-16s %4d %4d %s" % (sys.argv[1], len(questions), len(idle), paths))' "$app" "$verbose"
}

{
  for entry in damus:damus.xcodeproj element-x-ios:project.yml ice-cubes:IceCubesApp.xcodeproj \
      kiwix:project.yml owncloud:ownCloud.xcodeproj pocket-casts:podcasts.xcodeproj; do
    app=${entry%%:*}; project=${entry#*:}
    "$binary" import --project "$data/real-sources/$app/$project" -o "$work/$app.yaml" 2>/dev/null
    count "$app" "$work/$app.yaml" --scan "$data/real-sources/$app"
  done
  for app in duckduckgo home-assistant inaturalist mastodon nextcloud-talk openfoodfacts; do
    folder="$data/real-apps/$app"
    plist=$(ls "$folder" | grep 'Info.plist$' | head -n 1)
    set -- --info-plist "$folder/$plist" --strings "$folder"
    [ -f "$folder/PrivacyInfo.xcprivacy" ] && set -- "$@" --privacy-manifest "$folder/PrivacyInfo.xcprivacy"
    "$binary" import "$@" -o "$work/$app.yaml" 2>/dev/null
    count "$app" "$work/$app.yaml"
  done
} | awk '{ print; total += $2; idle += $3 } END { printf "%-16s %4d %4d\n", "total", total, idle }'
