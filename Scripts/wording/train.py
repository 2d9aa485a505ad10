#!/usr/bin/env python3
"""Trains the wording model ReviewReady ships (Checklists/wording-model.txt) and prints
its scores: cross-validated on the development apps while designing, and with
--heldout on the held-out apps, last and once.

  python3 Scripts/wording/train.py [--corpus DIR] [--heldout] [--write]

Every head is a logistic regression over hashed word and character n-grams
(features.py), trained on the development side of split.tsv (the real strings) and of
Tests/WordingCorpus (the project's primers and notes). A head's threshold is the lowest
score at which its cross-validated precision on the development apps reaches TARGET.
Requires numpy, scipy, scikit-learn and PyYAML (PyPI).
"""
import argparse
import collections
import math
import os

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

import corpus
import features

HEADS = ("vague", "pressure", "asks", "leaves") + tuple("use." + u for u in corpus.USES)
TARGET = {"vague": 0.95, "pressure": 0.95, "asks": 0.95, "leaves": 0.95}
TARGET_DEFAULT = 0.90
REGULARISATION = 4.0
PRUNE = 0.02


def training_rows(head, texts):
    rows = []
    for text in texts:
        if head not in text.labels and not (head == "asks" and text.kind != "notes"):
            continue
        if text.group.startswith("wc:") and head not in text.labels:
            if head != "asks":
                continue
        if not text.sure or text.labels.get("placeholder"):
            continue
        if head.startswith("use.") or head == "leaves":
            if text.group.startswith("wc:"):
                continue
        rows.append((text, bool(text.labels.get(head, False))))
    return rows


def matrix(texts):
    data, indices, pointers = [], [], [0]
    for text in texts:
        bucket_list = features.buckets(text.text, text.names)
        weight = 1.0 / math.sqrt(len(bucket_list)) if bucket_list else 0.0
        indices.extend(bucket_list)
        data.extend([weight] * len(bucket_list))
        pointers.append(len(indices))
    return csr_matrix((data, indices, pointers), shape=(len(texts), 1 << features.BUCKET_BITS))


def fit(rows):
    model = LogisticRegression(C=REGULARISATION, solver="liblinear", class_weight="balanced",
                               max_iter=1000)
    model.fit(matrix([t for t, _ in rows]), [y for _, y in rows])
    return model


def cross_validated_scores(rows, folds=5):
    groups = [t.group for t, _ in rows]
    scores = np.zeros(len(rows))
    labels = np.array([y for _, y in rows])
    if len(set(labels)) < 2:
        return scores
    for train, test in GroupKFold(n_splits=min(folds, len(set(groups)))).split(rows, groups=groups):
        if len(set(labels[train])) < 2:
            continue
        model = fit([rows[i] for i in train])
        scores[test] = model.decision_function(matrix([rows[i][0] for i in test]))
    return scores


def threshold_for(scores, labels, target):
    """The lowest score whose cross-validated precision reaches target (else the highest score)."""
    best = float(max(scores)) + 1 if len(scores) else 0.0
    for candidate in sorted(set(scores.tolist()), reverse=True):
        chosen = scores >= candidate
        true = int(np.sum(chosen & labels))
        if true and true / int(np.sum(chosen)) >= target:
            best = candidate
    return best


def judge(models, thresholds, text):
    """The head's verdicts on a text, read through its source text when it has one."""
    source = text.anchor or text
    judged = {}
    for head, model in models.items():
        candidates = [source]
        score = model.decision_function(matrix(candidates))[0]
        judged[head] = score >= thresholds[head]
    return judged


def report(title, texts, models, thresholds, anchored=True):
    counts = collections.defaultdict(lambda: [0, 0, 0])  # true positive, false positive, false negative
    for text in texts:
        if not text.sure or text.labels.get("placeholder"):
            continue
        saved = text.anchor
        if not anchored:
            text.anchor = None
        verdicts = judge(models, thresholds, text)
        text.anchor = saved
        for head, said in verdicts.items():
            if head not in text.labels:
                continue
            truth = text.labels[head]
            for key in ((head, "all"), (head, corpus.language(text.locale))):
                counts[key][0] += said and truth
                counts[key][1] += said and not truth
                counts[key][2] += truth and not said
    print(f"\n## {title}")
    print("head            language   precision  recall   (tp fp fn)")
    for (head, lang), (tp, fp, fn) in sorted(counts.items()):
        if tp + fn < 5 and lang != "all":
            continue
        precision = tp / (tp + fp) if tp + fp else float("nan")
        recall = tp / (tp + fn) if tp + fn else float("nan")
        print(f"{head:15} {lang:10} {precision:9.3f} {recall:7.3f}   ({tp} {fp} {fn})")


def agreement(texts, models, thresholds, anchored):
    same = total = 0
    for text in texts:
        if text.anchor is None or not text.sure or not text.anchor.sure:
            continue
        if text.labels.get("placeholder") or text.anchor.labels.get("placeholder"):
            continue
        if any(text.labels[h] != text.anchor.labels[h] for h in ("vague", "pressure", "leaves")):
            continue
        mine = judge(models, thresholds, text) if anchored else judge_alone(models, thresholds, text)
        theirs = judge_alone(models, thresholds, text.anchor)
        total += 1
        same += all(mine[h] == theirs[h] for h in ("vague", "pressure", "leaves"))
    return same, total


def judge_alone(models, thresholds, text):
    saved, text.anchor = text.anchor, None
    try:
        return judge(models, thresholds, text)
    finally:
        text.anchor = saved


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(corpus.ROOT, "..", "shared", "testdata",
                                                          "purpose-strings"))
    parser.add_argument("--heldout", action="store_true", help="score the held-out apps (once)")
    parser.add_argument("--write", action="store_true", help="write Checklists/wording-model.txt")
    options = parser.parse_args()
    texts = corpus.real_texts(options.corpus) + corpus.project_texts()
    dev = [t for t in texts if t.side == "dev"]
    models, thresholds = {}, {}
    for head in HEADS:
        rows = training_rows(head, dev)
        scores = cross_validated_scores(rows)
        labels = np.array([y for _, y in rows])
        thresholds[head] = threshold_for(scores, labels, TARGET.get(head, TARGET_DEFAULT))
        chosen = scores >= thresholds[head]
        tp = int(np.sum(chosen & labels))
        print(f"dev cv {head:14} rows {len(rows):5} positives {int(labels.sum()):4} threshold "
              f"{thresholds[head]:+.3f} precision {tp / max(1, int(chosen.sum())):.3f} "
              f"recall {tp / max(1, int(labels.sum())):.3f}")
        models[head] = fit(rows)
    report("development apps (trained on: a training score)", dev, models, thresholds)
    if options.heldout:
        held = [t for t in texts if t.side == "heldout"]
        report("held-out apps, translations read through their source", held, models, thresholds)
        report("held-out apps, each text alone", held, models, thresholds, anchored=False)
        for anchored in (True, False):
            same, total = agreement(held, models, thresholds, anchored)
            print(f"parallel translations agreeing ({'through source' if anchored else 'alone'}):"
                  f" {same}/{total} = {same / max(1, total):.3f}")
    if options.write:
        write_model(models, thresholds, dev)


def write_model(models, thresholds, dev):
    path = os.path.join(corpus.ROOT, "Checklists", "wording-model.txt")
    languages = collections.Counter(corpus.language(t.locale) for t in dev if t.group[:3] != "wc:")
    with open(path, "w", encoding="utf-8") as out:
        out.write("# ReviewReady's wording model: written by Scripts/wording/train.py, do not edit.\n")
        out.write(f"buckets {features.BUCKET_BITS}\n")
        out.write("languages " + " ".join(sorted(l for l, n in languages.items() if n >= 10)) + "\n")
        for head in HEADS:
            weights = models[head].coef_[0]
            kept = [(i, w) for i, w in enumerate(weights) if abs(w) >= PRUNE]
            out.write(f"head {head} {models[head].intercept_[0]:.5f} {thresholds[head]:.5f} {len(kept)}\n")
            out.write(" ".join(f"{i}:{w:.3f}" for i, w in kept) + "\n")
    print("wrote", path, os.path.getsize(path), "bytes")


if __name__ == "__main__":
    main()
