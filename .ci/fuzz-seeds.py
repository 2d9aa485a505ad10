#!/usr/bin/env python3
"""Writes seed corpora for the fuzz targets into DIR/{description,expression,mustache,projectfiles,codescan}.

Seeds are read in place from Samples/, Checklists/, Templates/, the test
fixtures and ../shared/testdata (never copied into the repository). The
first byte of an expression or Mustache seed is the selector byte each
target reads (the scope, the content type).
"""
import glob
import hashlib
import os
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

for kind in ("description", "expression", "mustache", "projectfiles", "codescan"):
    folder = os.path.join(out, kind)
    count = len(os.listdir(folder)) if os.path.isdir(folder) else 0
    print(f"   {kind}: {count} seeds")
