# A Homebrew formula for ReviewReady, for a team tap (brew tap OWNER/tools).
# Fill in the release tarball's URL and its sha256 (shasum -a 256 FILE), put
# this file in the tap's Formula/ folder, then:
#
#   brew install OWNER/tools/reviewready
#
# The build compiles the rule packs, catalog and report templates into the
# binary; libyaml and PCRE2 are its library dependencies.
class Reviewready < Formula
  desc "App Review readiness audit for iOS app descriptions"
  homepage "https://example.invalid/reviewready"
  url "https://example.invalid/reviewready/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"

  depends_on "pkg-config" => :build
  depends_on xcode: ["15.0", :build]
  depends_on "libyaml"
  depends_on "pcre2"
  uses_from_macos "swift", since: :sonoma

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "reviewready"
    bin.install ".build/release/reviewready"
    generate_completions_from_executable(bin/"reviewready", "completion")
  end

  test do
    system bin/"reviewready", "init", testpath/"starter"
    output = shell_output("#{bin}/reviewready audit --fail-on never #{testpath}/starter")
    assert_match "app.reviewready.yaml", output
    assert_match "photos.picker-would-suffice", shell_output("#{bin}/reviewready rules list")
  end
end
