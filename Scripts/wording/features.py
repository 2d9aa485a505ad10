"""The wording model's features: the same steps as Sources/Wording/WordingFeatures.swift,
which must give the same buckets for the same text (WordingModelTests checks a table
this module writes with `train.py --parity`).

1. NFKC, then lowercase; each of the app's names becomes the word `appname`.
2. A character that is not a letter, mark or number is a space; every decimal digit is 0.
3. Words are the runs between spaces (at most MAX_WORDS).
4. Features: each word (`w`), each pair of neighbouring words (`b`), and the character
   2-, 3- and 4-grams of each word framed as `<word>` (`c`, the first MAX_GRAM_CHARS
   characters), so scripts written without spaces are read by their characters.
5. Each feature's UTF-8 bytes are hashed with 32-bit FNV-1a into 2^BUCKET_BITS buckets;
   a text is the set of its buckets, each worth 1/sqrt(count).
"""
import unicodedata

BUCKET_BITS = 18
MAX_WORDS = 200
MAX_GRAM_CHARS = 64
GRAM_SIZES = (2, 3, 4)


def normalise(text, names=()):
    folded = unicodedata.normalize("NFKC", text).lower()
    for name in sorted({unicodedata.normalize("NFKC", n).lower() for n in names if n.strip()},
                       key=len, reverse=True):
        folded = folded.replace(name, " appname ")
    chars = []
    for ch in folded:
        category = unicodedata.category(ch)
        if category == "Nd":
            chars.append("0")
        elif category[0] in "LMN":
            chars.append(ch)
        else:
            chars.append(" ")
    return "".join(chars)


def words(text, names=()):
    return normalise(text, names).split()[:MAX_WORDS]


def fnv1a(data):
    value = 0x811C9DC5
    for byte in data:
        value ^= byte
        value = (value * 0x01000193) & 0xFFFFFFFF
    return value


def feature_strings(tokens):
    features = []
    for index, word in enumerate(tokens):
        features.append("w" + word)
        if index + 1 < len(tokens):
            features.append("b" + word + " " + tokens[index + 1])
        framed = "<" + word[:MAX_GRAM_CHARS] + ">"
        for size in GRAM_SIZES:
            for start in range(0, len(framed) - size + 1):
                features.append("c" + framed[start:start + size])
    return features


def buckets(text, names=()):
    mask = (1 << BUCKET_BITS) - 1
    return sorted({fnv1a(f.encode("utf-8")) & mask for f in feature_strings(words(text, names))})
