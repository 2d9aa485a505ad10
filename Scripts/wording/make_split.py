#!/usr/bin/env python3
"""Writes split.tsv: which apps of the real purpose-string corpus the wording
model is developed on (dev) and which it is scored on, last and once (heldout).

The rule, fixed before any model was designed: an app is held out when the
SHA-256 of its name (or of its group's name) is 0 modulo 3. Apps whose strings
derive from one another form a group and share a side (nightscout/Trio is a
fork of LoopKit/Loop's app). Translations of one app's string are never split:
the unit is the app.

Usage: make_split.py [CORPUS_DIR]   (default ../shared/testdata/purpose-strings)
"""
import csv
import hashlib
import os
import sys

GROUPS = {"nightscout/Trio": "LoopKit/Loop"}


def side(app):
    name = GROUPS.get(app, app)
    return "heldout" if int(hashlib.sha256(name.encode()).hexdigest(), 16) % 3 == 0 else "dev"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        here, "..", "..", "..", "shared", "testdata", "purpose-strings")
    with open(os.path.join(corpus, "apps.tsv"), newline="") as f:
        apps = [row["app"] for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)]
    with open(os.path.join(here, "split.tsv"), "w") as out:
        out.write("app\tside\n")
        for app in sorted(apps):
            out.write(f"{app}\t{side(app)}\n")


if __name__ == "__main__":
    main()
