#!/usr/bin/env python3
"""Writes seed corpora for the fuzz targets into DIR/{description,expression,mustache,projectfiles,codescan,merge}.

Seeds are read in place from Samples/, Checklists/, Templates/, the test
fixtures and ../shared/testdata (never copied into the repository). The
first byte of an expression or Mustache seed is the selector byte each
target reads (the scope, the content type).
"""
import glob
import hashlib
import json
import os
import plistlib
import re
import sys

out = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
shared = os.path.join(os.path.dirname(root), "shared", "testdata")
try:
    import yaml  # PyYAML, for the Mustache spec and the packs; optional
except ImportError:
    yaml = None


def write(kind, data):
    folder = os.path.join(out, kind)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


# Descriptions: the samples, the decoder's fixtures, and YAML from the
# YAML test suite (small files only, to keep runs fast).
for path in sorted(glob.glob(os.path.join(root, "Samples", "*.yaml"))):
    write("description", read(path))
for path in sorted(glob.glob(os.path.join(root, "Tests", "AppModelTests", "Fixtures", "*.yaml"))):
    write("description", read(path))
for path in sorted(glob.glob(os.path.join(shared, "yaml-test-suite", "*", "in.yaml")))[:400]:
    data = read(path)
    if len(data) <= 4096:
        write("description", data)

# Expressions: every expression-like value in the packs, for each scope.
scopes = 6
packs = sorted(glob.glob(os.path.join(root, "Checklists", "*.yaml")))


def load_packs():
    """Each pack parsed (PyYAML), skipping any that does not parse."""
    for path in packs:
        try:
            pack = yaml.safe_load(read(path))
        except Exception:
            continue
        if isinstance(pack, dict):
            yield pack


parsed_packs = list(load_packs()) if yaml is not None else []
expressions = set()
if yaml is not None:
    for pack in parsed_packs:
        for rule in pack.get("rules", []) or []:
            for key in ("where", "fails"):
                if isinstance(rule.get(key), str):
                    expressions.add(rule[key])
            for value in (rule.get("let") or {}).values():
                if isinstance(value, str):
                    expressions.add(value)
        for check in pack.get("checks", []) or []:
            if isinstance(check.get("applies"), str):
                expressions.add(check["applies"])
else:
    for path in packs:
        for line in read(path).decode("utf-8", "replace").splitlines():
            match = re.match(r"\s+(where|fails|applies):\s*(\S.*)$", line)
            if match and not match.group(2).startswith(">"):
                expressions.add(match.group(2).strip("\"'"))
for index, expression in enumerate(sorted(expressions)):
    write("expression", bytes([index % scopes]) + expression.encode("utf-8"))

# Templates: the report templates, rule texts, and the Mustache spec's
# templates and partials.
for index, path in enumerate(sorted(glob.glob(os.path.join(root, "Templates", "*.mustache")))):
    write("mustache", bytes([index % 3]) + read(path))
spec = sorted(glob.glob(os.path.join(shared, "mustache-spec", "*.yml")))
if yaml is not None:
    for path in spec:
        try:
            tests = (yaml.safe_load(read(path)) or {}).get("tests", [])
        except Exception:
            continue
        for index, test in enumerate(tests):
            if isinstance(test.get("template"), str):
                write("mustache", bytes([index % 3]) + test["template"].encode("utf-8"))
            for partial in (test.get("partials") or {}).values():
                if isinstance(partial, str):
                    write("mustache", bytes([index % 3]) + partial.encode("utf-8"))
    for pack in parsed_packs:
        for rule in pack.get("rules", []) or []:
            for key in ("message", "fix", "reviewNote"):
                if isinstance(rule.get(key), str):
                    write("mustache", bytes([2]) + rule[key].encode("utf-8"))

# Project files: the real apps' Info.plist, .strings, .xcstrings and privacy
# manifests, and the TrailNotes sample's; the first byte picks the reader.
readers = {".plist": 0, ".strings": 1, ".xcstrings": 2, ".xcprivacy": 3}
for folder in (os.path.join(shared, "real-apps"), os.path.join(root, "Samples")):
    for base, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            selector = readers.get(os.path.splitext(name)[1])
            if selector is not None:
                write("projectfiles", bytes([selector]) + read(os.path.join(base, name)))

# SDK lock and declaring files: the real sources' Package.resolved (selector 4),
# Podfile.lock (5), and Podfile / Package.swift / Cartfile (6),
# and the pack tests' and CLI fixtures' own.
lock_readers = {"Package.resolved": 4, "Podfile.lock": 5, "Podfile": 6, "Package.swift": 6,
                "Cartfile": 6, "Cartfile.resolved": 6}
for folder in (os.path.join(shared, "real-sources"), os.path.join(root, "Checklists", "tests"),
               os.path.join(root, "Tests", "CLITests", "Fixtures", "SDKs")):
    for base, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            selector = lock_readers.get(name)
            if selector is not None:
                write("projectfiles", bytes([selector]) + read(os.path.join(base, name)))

# Source code: the scanner's own test snippets are in Swift strings, so seed
# with the real apps' sources (small files, both languages; the first byte
# picks the language: 0 Swift, 1 Objective-C).
sources = os.path.join(shared, "real-sources")
picked = 0
for path in sorted(glob.glob(os.path.join(sources, "**", "*.*"), recursive=True)):
    language = 0 if path.endswith(".swift") else 1 if path.endswith((".m", ".mm", ".h")) else None
    if language is None or os.path.getsize(path) > 8192 or picked >= 400:
        continue
    write("codescan", bytes([language]) + read(path))
    picked += 1
write("codescan", b"\x00func f() { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }\n")
write("codescan", b"\x01- (void)viewDidLoad { [PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelAddOnly handler:nil]; }\n")

# The classes of issue 45, each small: the fuzzer grows them.
# A binary Info.plist whose objects share references (plistlib writes an
# object referenced twice once): 2^6 paths through 7 objects.
shared_node = ["x"]
for _ in range(6):
    shared_node = [shared_node, shared_node]
write("projectfiles", b"\x00" + plistlib.dumps(
    {"CFBundleName": "Fuzz", "Nested": shared_node}, fmt=plistlib.FMT_BINARY))
write("projectfiles", b"\x00" + plistlib.dumps(
    {"NSCameraUsageDescription": "Scans tickets.", "Nested": {"a": shared_node}},
    fmt=plistlib.FMT_BINARY))
# An XML Info.plist with many keys (a few hundred, not 300,000).
write("projectfiles", b"\x00" + plistlib.dumps({f"Key{index}": f"value {index}" for index in range(300)}))
# Swift: many permission calls in one function, and deep brace nesting.
calls = "".join("    CLLocationManager().requestWhenInUseAuthorization()\n"
                "    AVCaptureDevice.requestAccess(for: .video) { _ in }\n" for _ in range(100))
write("codescan", b"\x00func start() {\n" + calls.encode() + b"}\n")
write("codescan", b"\x00func f() " + b"{" * 300 + b" PHPhotoLibrary.requestAuthorization { _ in } " + b"}" * 300 + b"\n")
write("codescan", b"\x00" + b"{" * 2000)
# Many one-character tokens and empty closures (2 MB of it held 254 MB):
# no scope is kept per empty pair, and a file past 600,000 tokens is left out.
write("codescan", b"\x00" + b"){}" * 20000)
write("codescan", b"\x00func f() { " + b"){x}" * 10000 + b" PHPhotoLibrary.requestAuthorization { _ in } }\n")


# Merge: shard documents, the first byte picking the format asked for
# (0 JSON, 1 SARIF, 2 the inputs' own; 0x80 gives the first shard twice),
# the shards separated by 0x1E (see Fuzz/FuzzMerge). The JSON shards are
# the samples' reports with a shard mark; the SARIF ones are written here.
def json_shards(reports, count):
    fingerprint = "0123456789abcdef"
    shards = [[] for _ in range(count)]
    for position, report in enumerate(reports, 1):
        index = (position - 1) % count
        report = dict(report, shard={"index": index + 1, "count": count, "descriptions": len(reports),
                                     "position": position, "rules": fingerprint})
        shards[index].append(report)
    return [json.dumps(shard if len(shard) != 1 else shard[0], indent=2).encode() for shard in shards]


def sarif_shard(index, count, descriptions):
    result = {"ruleId": "permission.purpose-string", "ruleIndex": 0, "level": "error",
              "message": {"text": "The purpose string is missing."},
              "locations": [{"physicalLocation": {"artifactLocation": {"uri": f"app-{index}.reviewready.yaml"},
                                                  "region": {"startLine": 3, "startColumn": 5}}}],
              "partialFingerprints": {"reviewready/v1": f"{index:016x}"}}
    rule = {"id": "permission.purpose-string", "name": "PurposeString",
            "shortDescription": {"text": "Purpose string"}, "fullDescription": {"text": "Purpose string"},
            "help": {"text": "Say why."}, "defaultConfiguration": {"level": "error"}}
    parts = [{"position": index, "description": f"app-{index}.reviewready.yaml", "questions": 0, "findings": 1}]
    log = {"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
           "runs": [{"tool": {"driver": {"name": "reviewready", "version": "1.0.0", "semanticVersion": "1.0.0",
                                         "rules": [rule]}},
                     "results": [result], "columnKind": "unicodeCodePoints",
                     "properties": {"shard": {"index": index, "count": count, "descriptions": descriptions,
                                              "parts": parts}}}]}
    return json.dumps(log, indent=2).encode()


reports = []
for path in sorted(glob.glob(os.path.join(root, "Samples", "*.expected.json")))[:4]:
    try:
        report = json.loads(read(path))
    except ValueError:
        continue
    if isinstance(report, dict):
        reports.append(report)
for count in (1, 2, 3):
    if len(reports) >= count:
        pieces = json_shards(reports[:max(count, 2)], count)
        write("merge", b"\x00" + b"\x1e".join(pieces))
        write("merge", b"\x02" + b"\x1e".join(reversed(pieces)))
        write("merge", b"\x80" + b"\x1e".join(pieces))
for count in (1, 2, 4):
    pieces = [sarif_shard(index, count, count) for index in range(1, count + 1)]
    write("merge", b"\x01" + b"\x1e".join(pieces))
    write("merge", b"\x02" + b"\x1e".join(reversed(pieces)))

# Descriptions with many short review-note lines (the notes draft is
# shortened to its limit), and with a one-line field holding a line break.
sample = os.path.join(root, "Samples", "avatar-at-launch.reviewready.yaml")
if os.path.exists(sample):
    text = read(sample).decode("utf-8")
    lines = "".join(f"    Note {index}. Tap {index}.\n" for index in range(400))
    write("description", text.replace("  notes: |\n", "  notes: |\n" + lines, 1))
    write("description", re.sub(r"(?m)^    username: .*$", lambda _: '    username: "demo\\nSign in with forged"', text, count=1))

for kind in ("description", "expression", "mustache", "projectfiles", "codescan", "merge"):
    folder = os.path.join(out, kind)
    count = len(os.listdir(folder)) if os.path.isdir(folder) else 0
    print(f"   {kind}: {count} seeds")
