"""Reading the labelled texts the wording model learns from and is scored on, in place:
the real purpose strings (../shared/testdata/purpose-strings, split by app in split.tsv)
and the project's own primers, notes and purpose strings (Tests/WordingCorpus, already
split into dev/ and heldout/)."""
import csv
import glob
import os

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
USES = ("read", "add", "capture", "scan", "record", "locate")
SOURCE_LOCALES = ("Base", "en", "en-US", "en_US", "en-GB", "en_GB")


class Text:
    """One labelled text: its words, where it comes from, and what it should be judged."""

    def __init__(self, text, locale, kind, group, side, labels, names=(), anchor_key=None,
                 sure=True):
        self.text, self.locale, self.kind = text, locale, kind
        self.group, self.side, self.labels, self.names = group, side, labels, names
        self.anchor_key, self.sure = anchor_key, sure
        self.anchor = None


def language(locale):
    """The corpus's locale as the tool names a language: `zh-Hant`, `pt-BR`, `nb`, `en`."""
    value = locale.replace("_", "-")
    lower = value.lower()
    if lower in ("zh-hant", "zh-tw", "zh-hk"):
        return "zh-Hant"
    if lower in ("zh-hans", "zh-cn", "zh"):
        return "zh-Hans"
    if lower == "pt-br":
        return "pt-BR"
    if lower in ("base", "en-us", "en-gb", "en-au", "en-ca", "en-in"):
        return "en"
    if lower in ("no", "nb-no"):
        return "nb"
    return value.split("-")[0].lower()


def unescape(value):
    out, index = [], 0
    while index < len(value):
        ch = value[index]
        if ch == "\\" and index + 1 < len(value):
            nxt = value[index + 1]
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(nxt, "\\" + nxt))
            index += 2
        else:
            out.append(ch)
            index += 1
    return "".join(out)


def read_tsv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def real_texts(corpus_dir):
    """The real purpose strings with their labels and sides, each translation linked to
    its source text (the same app's and key's Base or English value)."""
    sides = {row["app"]: row["side"] for row in read_tsv(os.path.join(HERE, "split.tsv"))}
    labels = {row["id"]: row for row in read_tsv(os.path.join(corpus_dir, "labels.tsv"))}
    names = {}
    for row in read_tsv(os.path.join(corpus_dir, "names.tsv")):
        names.setdefault(row["app"], []).append(row["name"])
    texts = []
    for row in read_tsv(os.path.join(corpus_dir, "strings.tsv")):
        label = labels[row["id"]]
        uses = set(filter(None, label["uses"].split(",")))
        values = {
            "vague": label["vague"] == "yes", "pressure": label["pressure"] == "yes",
            "leaves": label["leaves"] == "yes", "placeholder": label["placeholder"] == "yes",
            "asks": False, "language_ok": label["language"] == "ok",
        }
        values.update({"use." + use: use in uses for use in USES})
        text = Text(unescape(row["text"]), row["locale"], "purpose", row["app"],
                    sides[row["app"]], values, tuple(names.get(row["app"], ())),
                    anchor_key=(row["app"], row["key"]), sure=label["sure"] == "yes")
        text.path = unescape(row["path"])
        texts.append(text)
    link_sources(texts)
    return texts


def link_sources(texts):
    by_key = {}
    for text in texts:
        if text.locale in SOURCE_LOCALES:
            by_key.setdefault(text.anchor_key, []).append(text)
    for text in texts:
        sources = by_key.get(text.anchor_key, [])
        if text.locale in SOURCE_LOCALES or not sources:
            continue
        # The source beside it: the candidate whose path shares the longest prefix.
        text.anchor = max(sources, key=lambda s: len(os.path.commonprefix([s.path, text.path])))


WC_LABELS = {
    "purpose.vague": "vague", "permission.pressure": "pressure",
    "review.asks-reviewer-to-allow": "asks",
}


def project_texts():
    """Tests/WordingCorpus: the texts this project wrote, dev/ and heldout/ as split there."""
    texts = []
    for side in ("dev", "heldout"):
        for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "WordingCorpus", side, "*.yaml"))):
            if os.path.basename(path).startswith("fit-"):
                continue
            with open(path, encoding="utf-8") as f:
                entries = yaml.safe_load(f) or []
            for number, entry in enumerate(entries):
                values = {WC_LABELS[k]: bool(v) for k, v in (entry.get("labels") or {}).items()
                          if k in WC_LABELS}
                if not values:
                    continue
                group = f"wc:{os.path.basename(path)}:{number // 8}"
                texts.append(Text(str(entry["text"]), str(entry["locale"]), entry.get("kind", "purpose"),
                                  group, side, values))
    return texts
