# Builds and installs the reviewready command:
#
#   make                         a release build (.build/release/reviewready)
#   make install PREFIX=/usr/local
#                                the binary, and completion scripts for bash,
#                                zsh and fish, under PREFIX (DESTDIR is honoured)
#   make uninstall PREFIX=/usr/local
#   make release                 the release archive for this machine, as the
#                                release workflow builds it (.ci/release-linux
#                                or .ci/release-macos), into dist/
#
# The installed binary is stripped (on Linux 92.6 MB unstripped, 64.7 MB
# stripped). It is self-contained: the rule packs, the catalog and the report
# templates are compiled in. On Linux the Swift runtime and Foundation are
# linked statically too, so the machine needs only libyaml and PCRE2
# (Debian's libyaml-0-2 and libpcre2-8-0; macOS: Homebrew's libyaml and pcre2).

PREFIX ?= /usr/local
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share

ifeq ($(shell uname -s),Linux)
SWIFT_FLAGS ?= --static-swift-stdlib
endif

BUILD = $(SWIFT) build -c release --product reviewready $(SWIFT_FLAGS)
STRIP ?= strip
# macOS strip keeps the symbols the dynamic linker needs with -x.
ifeq ($(shell uname -s),Darwin)
STRIP_FLAGS ?= -x
endif

.PHONY: all build install uninstall release

all: build

build:
	$(BUILD)

install: build
	@bin="$$($(BUILD) --show-bin-path)/reviewready"; \
	install -d "$(BINDIR)" "$(SHAREDIR)/bash-completion/completions" \
	  "$(SHAREDIR)/zsh/site-functions" "$(SHAREDIR)/fish/vendor_completions.d" && \
	install -m 755 "$$bin" "$(BINDIR)/reviewready" && \
	$(STRIP) $(STRIP_FLAGS) "$(BINDIR)/reviewready" && \
	"$$bin" completion bash > "$(SHAREDIR)/bash-completion/completions/reviewready" && \
	"$$bin" completion zsh > "$(SHAREDIR)/zsh/site-functions/_reviewready" && \
	"$$bin" completion fish > "$(SHAREDIR)/fish/vendor_completions.d/reviewready.fish" && \
	echo "installed $(BINDIR)/reviewready"

release:
ifeq ($(shell uname -s),Darwin)
	.ci/release-macos
else
	.ci/release-linux
endif

uninstall:
	rm -f "$(BINDIR)/reviewready" "$(SHAREDIR)/bash-completion/completions/reviewready" \
	  "$(SHAREDIR)/zsh/site-functions/_reviewready" \
	  "$(SHAREDIR)/fish/vendor_completions.d/reviewready.fish"
