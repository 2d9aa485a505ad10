import Audit
import Diagnostics
import FileSupport
import Foundation

/// Where a command writes: standard output for results, standard error for
/// diagnostics. Tests pass a console that records instead.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var error: @Sendable (String) -> Void
  /// Whether standard output is a terminal (`isatty`), which `--color auto`
  /// asks.
  public var outIsTerminal: Bool
  /// Whether standard error is a terminal.
  public var errorIsTerminal: Bool

  /// Creates a console from two writers; neither is a terminal unless said.
  /// Whatever is written passes through `OutputRedaction` first: no secret
  /// a description holds and no raw NUL reaches either stream.
  public init(
    out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    outIsTerminal: Bool = false, errorIsTerminal: Bool = false
  ) {
    self.out = { out(OutputRedaction.redacting($0)) }
    self.error = { error(OutputRedaction.redacting($0)) }
    self.outIsTerminal = outIsTerminal
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's own standard output and standard error.
  public static let standard = Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) },
    outIsTerminal: isatty(STDOUT_FILENO) != 0, errorIsTerminal: isatty(STDERR_FILENO) != 0)
}

/// How a run ended, as PRODUCT.md defines the exit status.
public enum ExitStatus: Int32, Sendable {
  /// Nothing at or above `--fail-on` remains.
  case success = 0
  /// Findings at or above `--fail-on` remain.
  case findings = 1
  /// An input or the command line is invalid.
  case invalidInput = 2
  /// No finding fails the run, but a description leaves questions open
  /// (`TODO`) and `--fail-on` is not `never`.
  case incomplete = 3
}

extension Console {
  /// Prints `text` to standard output, or writes it whole to the file
  /// `path` when one is given (`--output`).
  func emit(_ text: String, to path: String?) throws(DiagnosticsError) {
    guard let path else { return out(text) }
    try AtomicFile.write(text, to: path)
  }
}
