#!/usr/bin/env python3
"""Specificity learned from data (issue 46): a purpose string is vague when, once the
words that are generic for its language and resource are gone, nothing is left.

  python3 Scripts/wording/specificity.py [--corpus DIR] [--heldout] [--write]
                                         [--min-apps N] [--min-resources N] [--verbose]

The generic vocabulary is derived, per language, from the development apps of
split.tsv by counting *distinct apps*, never rows (translations of one app's string
are one voice):
  * language-wide: a word that at least MIN_APPS apps use in strings of at least
    MIN_RESOURCES different resources (function words, "access", "needs", "app");
  * vague-word: a word of a string labelled vague (sure or not) that at least
    MIN_VAGUE_APPS apps use in vague strings of any resource (what is said when
    nothing concrete is: "would", "permission", "required");
  * per resource: a word of a string labelled vague for that resource (the
    resource's own names and the action the key itself is: "photo library", "save"
    for adding photos, "microphone").
Everything else is concrete. Tokens are tools.py's: NFKC, lowercase, letters/marks/
numbers, the app's name as `appname`; scripts written without spaces (Han, kana,
Thai, Lao, Khmer, Myanmar) are read as character bigrams.

A translation takes its source's verdict (the same app's and key's development-
language text) when it has one; a text without a source is judged in its own
language. Scores are cross-validated by app on the dev side (5 folds, the vocabulary
derived from the training folds only); --heldout scores the held-out apps with the
vocabulary of every dev app, and --write writes Scripts/wording/generic-vocabulary.tsv.
The audit does not read it: scored on the held-out apps (a second look) it reached precision
0.265 (Scripts/wording/README.md), so purpose.vague still judges with the packs' lists.
"""
import argparse
import collections
import os
import re
import unicodedata

from sklearn.model_selection import GroupKFold

import corpus
import features

MIN_APPS = 3
MIN_RESOURCES = 5
MIN_VAGUE_APPS = 1
FOLDS = 5
OVERRIDE_APPS = 2
FUNCTION_SHARE = 0.4
OUTPUT = os.path.join(corpus.ROOT, "Scripts", "wording", "generic-vocabulary.tsv")

RESOURCES = (
    # The key's resource, by the key's name (a key not listed is its own resource).
    ("PhotoLibraryAdd", "photos-add"), ("PhotoLibrary", "photos"), ("Camera", "camera"),
    ("Microphone", "microphone"), ("SpeechRecognition", "speech"), ("FaceID", "faceid"),
    ("Location", "location"), ("Contacts", "contacts"), ("Calendars", "calendars"),
    ("Reminders", "reminders"), ("Bluetooth", "bluetooth"), ("Health", "health"),
    ("LocalNetwork", "localnetwork"), ("AppleMusic", "music"), ("NFCReader", "nfc"),
    ("Siri", "siri"), ("Motion", "motion"), ("UserTracking", "tracking"),
)
PLACEHOLDER = re.compile(r"\$[({][^)}]*[)}]")


def resource(key):
    for part, name in RESOURCES:
        if part in key:
            return name
    return key


KEY_LANGUAGES = ("en",)  # the language keys are named in


def key_words(key):
    """The words of a key's name: NSPhotoLibraryAddUsageDescription -> photo, library, add."""
    name = re.sub(r"^NS|UsageDescription$", "", key)
    words = [w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+", name)]
    return set(words) | {"".join(words)}


def stem_match(token, word):
    """Whether a token is a generic word, or differs from one of four or more letters only by
    an ending of at most two letters ("photos" for "photo", "calendar" for "calendars")."""
    if token == word:
        return True
    short, long = sorted((token, word), key=len)
    return len(short) >= 4 and long.startswith(short) and len(long) - len(short) <= 2


def unspaced(ch):
    """A letter of a script written without spaces between words."""
    code = ord(ch)
    return (0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF
            or 0xF900 <= code <= 0xFAFF or 0x0E00 <= code <= 0x0EFF or 0x1000 <= code <= 0x109F
            or 0x1780 <= code <= 0x17FF or 0x20000 <= code <= 0x2FFFF or 0x31F0 <= code <= 0x31FF)


def tokens(text, names=()):
    """The text's tokens: words, and character bigrams of unspaced runs."""
    folded = features.normalise(PLACEHOLDER.sub(" appname ", text), names)
    out = []
    for word in folded.split():
        out.extend(split_unspaced(word))
    return out


def split_unspaced(word):
    """A word as it is, or its runs of unspaced letters as bigrams (a lone letter as itself)."""
    if not any(unspaced(ch) for ch in word):
        return [word]
    parts, run, kind = [], "", None
    for ch in word:
        this = unspaced(ch)
        if run and this != kind:
            parts.append((run, kind))
            run = ""
        run += ch
        kind = this
    parts.append((run, kind))
    out = []
    for run, is_unspaced in parts:
        if not is_unspaced or len(run) == 1:
            out.append(run)
        else:
            out.extend(run[i:i + 2] for i in range(len(run) - 1))
    return out


class Vocabulary:
    """Generic tokens per language, and per language and resource."""

    def __init__(self, texts, min_apps=MIN_APPS, min_resources=MIN_RESOURCES,
                 min_vague_apps=MIN_VAGUE_APPS, min_resource_vague_apps=1):
        apps = collections.defaultdict(set)          # (lang, token) -> apps
        resources = collections.defaultdict(set)     # (lang, token) -> resources
        vague_apps = collections.defaultdict(set)    # (lang, token) -> apps, in vague texts
        resource_vague = collections.defaultdict(set)  # (lang, resource, token) -> apps
        for text in texts:
            if text.labels.get("placeholder"):
                continue
            lang = corpus.language(text.locale)
            res = resource(text.anchor_key[1]) if text.anchor_key else "*"
            for token in set(tokens(text.text, text.names)):
                apps[lang, token].add(text.group)
                resources[lang, token].add(res)
                if text.labels.get("vague"):
                    vague_apps[lang, token].add(text.group)
                    resource_vague[lang, res, token].add(text.group)
        self.language = collections.defaultdict(set)
        self.by_resource = collections.defaultdict(set)
        for (lang, token), users in apps.items():
            if len(users) >= min_apps and len(resources[lang, token]) >= min_resources:
                self.language[lang].add(token)
        for (lang, token), users in vague_apps.items():
            if len(users) >= min_vague_apps:
                self.language[lang].add(token)
        for (lang, res, token), users in resource_vague.items():
            if len(users) >= min_resource_vague_apps:
                self.by_resource[lang, res].add(token)
        for lang in self.language:
            self.language[lang].add("appname")
        # Concrete for one resource although generic in the language: used by OVERRIDE_APPS
        # apps in that resource's specific strings, by none in its vague ones, and by fewer
        # than FUNCTION_SHARE of the language's apps ("access" to the app, for Face ID).
        self.concrete_for = collections.defaultdict(set)
        if OVERRIDE_APPS:
            language_apps = collections.defaultdict(set)
            specific = collections.defaultdict(set)
            for text in texts:
                if text.labels.get("placeholder"):
                    continue
                if not text.anchor_key:
                    continue
                lang, res = corpus.language(text.locale), resource(text.anchor_key[1])
                language_apps[lang].add(text.group)
                if not text.labels.get("vague") and text.sure:
                    for token in set(tokens(text.text, text.names)):
                        specific[lang, res, token].add(text.group)
            for (lang, res, token), users in specific.items():
                if (len(users) >= OVERRIDE_APPS and not resource_vague.get((lang, res, token))
                        and token in self.language[lang]
                        and len(apps[lang, token]) < FUNCTION_SHARE * len(language_apps[lang])):
                    self.concrete_for[lang, res].add(token)

    def concrete(self, text, lang, key, names=()):
        generic = self.language.get(lang, set()) | self.by_resource.get((lang, resource(key)), set())
        generic = generic - self.concrete_for.get((lang, resource(key)), set())
        named = key_words(key) if lang in KEY_LANGUAGES else set()
        out = []
        for token in tokens(text, names):
            if token.strip("0") == "" or token in generic:
                continue
            if any(stem_match(token, word) for word in named):
                continue
            out.append(token)
        return out

    def knows(self, lang):
        return bool(self.language.get(lang))


def verdict(vocabulary, text):
    """Whether the text is vague: its source's verdict for a translation, else its own;
    None when its language has no vocabulary (not judged)."""
    judged = text.anchor or text
    lang = corpus.language(judged.locale)
    if not vocabulary.knows(lang):
        return None
    if not tokens(judged.text, judged.names):
        return False
    return not vocabulary.concrete(judged.text, lang, judged.anchor_key[1], judged.names)


def scored(text):
    return text.sure and not text.labels.get("placeholder")


def count(pairs):
    """Per language and pooled: [tp, fp, fn, judged]."""
    counts = collections.defaultdict(lambda: [0, 0, 0, 0])
    for text, said, *_ in pairs:
        truth = text.labels["vague"]
        for key in ("all", corpus.language(text.locale)):
            row = counts[key]
            row[0] += bool(said) and truth
            row[1] += bool(said) and not truth
            row[2] += truth and not said
            row[3] += said is not None
    return counts


def print_counts(title, counts):
    print(f"\n## {title}")
    print("language   precision  recall   (tp fp fn)   judged")
    for lang in sorted(counts, key=lambda l: (l != "all", l)):
        tp, fp, fn, judged = counts[lang]
        if lang != "all" and tp + fp + fn == 0:
            continue
        precision = f"{tp / (tp + fp):.3f}" if tp + fp else "  -  "
        recall = f"{tp / (tp + fn):.3f}" if tp + fn else "  -  "
        print(f"{lang:10} {precision:>9} {recall:>7}   ({tp} {fp} {fn})   {judged}")


def project_vague():
    """The project's own purpose strings (Tests/WordingCorpus/dev) labelled vague, as one
    more voice: every one of them counts as the app `project`."""
    texts = []
    for text in corpus.project_texts():
        if text.side == "dev" and text.kind == "purpose" and text.labels.get("vague"):
            text.group = "project"
            texts.append(text)
    return texts


def cross_validate(dev, options, extra=()):
    apps = sorted({t.group for t in dev})
    pairs = []
    folds = GroupKFold(n_splits=FOLDS)
    for train, test in folds.split(apps, groups=apps):
        train_apps = {apps[i] for i in train}
        vocabulary = Vocabulary([t for t in dev if t.group in train_apps] + list(extra),
                                options.min_apps,
                                options.min_resources, options.min_vague_apps,
                                options.min_resource_vague_apps)
        for text in dev:
            if text.group in train_apps or not scored(text):
                continue
            pairs.append((text, verdict(vocabulary, text), vocabulary))
    return pairs


def show_mistakes(pairs):
    """The development-language texts judged wrong, each with what it was found to name."""
    for text, said, vocabulary in pairs:
        if bool(said) != text.labels["vague"] and text.locale in corpus.SOURCE_LOCALES:
            kind = "false alarm" if said else "missed"
            left = vocabulary.concrete(text.text, corpus.language(text.locale), text.anchor_key[1],
                                       text.names)
            print(f"  {kind:11} {text.group:28} {text.anchor_key[1][2:-16]:18} {text.text[:80]!r}"
                  f" -> {' '.join(left)}")


def write(vocabulary, path=OUTPUT):
    """The vocabulary as Sources/Wording/LearnedSpecificity.swift reads it: tab-separated
    lines, `resource` (a key's part and its resource, in order), `keywords` (the languages
    keys are named in), `generic` (language, resource or *, tokens) and `concrete`
    (language, resource, tokens generic elsewhere but concrete for that resource)."""
    with open(path, "w", encoding="utf-8") as out:
        out.write("# Generic words of purpose strings (issue 46): written by Scripts/wording/"
                  "specificity.py --write\n# from the development apps of Scripts/wording/"
                  "split.tsv; do not edit. Tokens are separated by spaces.\n")
        for part, name in RESOURCES:
            out.write(f"resource\t{part}\t{name}\n")
        out.write("keywords\t" + " ".join(KEY_LANGUAGES) + "\n")
        for lang in sorted(vocabulary.language):
            out.write(f"generic\t{lang}\t*\t{' '.join(sorted(vocabulary.language[lang]))}\n")
        for (lang, res) in sorted(vocabulary.by_resource):
            if lang in vocabulary.language and res != "*":
                words = " ".join(sorted(vocabulary.by_resource[lang, res]))
                out.write(f"generic\t{lang}\t{res}\t{words}\n")
        for (lang, res) in sorted(vocabulary.concrete_for):
            words = " ".join(sorted(vocabulary.concrete_for[lang, res]))
            out.write(f"concrete\t{lang}\t{res}\t{words}\n")
    print("wrote", path, os.path.getsize(path), "bytes")


def main():
    global OVERRIDE_APPS, FUNCTION_SHARE
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(corpus.ROOT, "..", "shared", "testdata",
                                                          "purpose-strings"))
    parser.add_argument("--heldout", action="store_true", help="score the held-out apps")
    parser.add_argument("--write", action="store_true", help="write " + OUTPUT)
    parser.add_argument("--min-apps", type=int, default=MIN_APPS)
    parser.add_argument("--min-resources", type=int, default=MIN_RESOURCES)
    parser.add_argument("--min-vague-apps", type=int, default=MIN_VAGUE_APPS)
    parser.add_argument("--min-resource-vague-apps", type=int, default=1)
    parser.add_argument("--without-project", action="store_true",
                        help="leave out Tests/WordingCorpus/dev's vague purpose strings")
    parser.add_argument("--override-apps", type=int, default=OVERRIDE_APPS)
    parser.add_argument("--function-share", type=float, default=FUNCTION_SHARE)
    parser.add_argument("--verbose", action="store_true", help="list the sources judged wrong")
    options = parser.parse_args()
    OVERRIDE_APPS, FUNCTION_SHARE = options.override_apps, options.function_share
    texts = corpus.real_texts(options.corpus)
    dev = [t for t in texts if t.side == "dev"]
    extra = [] if options.without_project else project_vague()
    pairs = cross_validate(dev, options, extra)
    print_counts(f"purpose.vague, dev apps cross-validated by app ({FOLDS} folds, sure labels, "
                 "placeholders left out)", count(pairs))
    if options.verbose:
        show_mistakes(pairs)
    vocabulary = Vocabulary(dev + extra, options.min_apps, options.min_resources, options.min_vague_apps,
                            options.min_resource_vague_apps)
    if options.heldout:
        held = [t for t in texts if t.side == "heldout" and scored(t)]
        print_counts("purpose.vague, held-out apps (vocabulary from every dev app)",
                     count((t, verdict(vocabulary, t)) for t in held))
    if options.write:
        write(vocabulary)


if __name__ == "__main__":
    main()
