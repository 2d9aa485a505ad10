# ReviewReady in a container, for CIs that run images (GitLab, Jenkins,
# Buildkite, ...):
#
#   docker build -t reviewready .
#   docker run --rm -v "$PWD:/work" --user "$(id -u):$(id -g)" reviewready \
#     audit App.reviewready.yaml
#
# Two stages: the official Swift image builds the release binary (the Swift
# runtime and Foundation linked statically, as `make` does), then a slim
# Debian image holds only that binary and the two C libraries it loads
# (LibYAML, PCRE2). .ci/check-dockerfile checks this file in CI; no image is
# built there (the CI machine has no container engine).

ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${SWIFT_IMAGE} AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libyaml-dev libpcre2-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The whole package: Package.swift names the test and benchmark targets too,
# and SwiftPM wants their folders present even when it builds one product.
COPY . .
RUN swift build -c release --product reviewready --static-swift-stdlib \
    && install -D -m 755 "$(swift build -c release --product reviewready --static-swift-stdlib --show-bin-path)/reviewready" /out/usr/local/bin/reviewready \
    && strip /out/usr/local/bin/reviewready \
    && install -D -m 644 LICENSE /out/usr/share/doc/reviewready/LICENSE \
    && install -D -m 644 NOTICE /out/usr/share/doc/reviewready/NOTICE \
    && /out/usr/local/bin/reviewready --version

FROM ${RUNTIME_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends libyaml-0-2 libpcre2-8-0 \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --uid 1000 --create-home --shell /usr/sbin/nologin reviewready
COPY --from=build /out/ /
USER reviewready
WORKDIR /work
ENTRYPOINT ["reviewready"]
CMD ["--help"]
