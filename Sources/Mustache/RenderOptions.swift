/// Settings for one call to ``Template/render(_:partials:options:)``.
public struct RenderOptions: Sendable {
  /// What a partial or parent tag does when the resolver has no template of that name.
  public enum MissingPartials: Sendable, Equatable {
    /// Render nothing, as the Mustache spec says.
    case empty
    /// Throw ``MustacheError`` (``MustacheError/Reason/missingPartial(name:)``) at the
    /// tag's position, so a misspelt partial name is noticed.
    case error
  }

  /// What a missing partial does. The default, `.error`, suits checked-in report
  /// templates; the spec tests use `.empty`.
  public var missingPartials: MissingPartials
  /// How many partials, parents and overriding blocks may be open inside each other
  /// before rendering stops with ``MustacheError/Reason/recursionTooDeep(limit:chain:)``.
  public var maximumPartialDepth: Int
  /// How many steps (section iterations, interpolations, inclusions, and each context
  /// frame and name part a lookup looks through) one render may take before it stops
  /// with ``MustacheError/Reason/renderingTooLong(limit:)``. The default, 2 million,
  /// is about 0.2 s of work for the optimized build and a hundred times what the
  /// largest report of the samples takes; a runaway template (sections nested over a
  /// list, a name looked up from deep inside nested sections) stops there.
  public var maximumSteps: Int
  /// How many bytes (UTF-8) one render may write before it stops with
  /// ``MustacheError/Reason/outputTooLarge(limit:)``. The default, 64 MiB, is
  /// thousands of times the largest report of the samples (about 20 KB of HTML)
  /// and stops runaway output (loops over a large value) before it costs
  /// gigabytes.
  public var maximumOutputBytes: Int

  /// Creates options; every argument has a default.
  public init(
    missingPartials: MissingPartials = .error,
    maximumPartialDepth: Int = 64,
    maximumSteps: Int = 2_000_000,
    maximumOutputBytes: Int = 64 << 20
  ) {
    self.missingPartials = missingPartials
    self.maximumPartialDepth = maximumPartialDepth
    self.maximumSteps = maximumSteps
    self.maximumOutputBytes = maximumOutputBytes
  }
}
