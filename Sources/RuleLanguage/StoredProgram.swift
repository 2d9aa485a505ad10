import BinaryCoding
import Foundation

/// A checked expression's program: built by the checker, or read from a
/// compiled-pack cache and decoded the first time it runs. A cold start
/// reads every rule, and the rules whose `when` is false never run their
/// other expressions, so decoding only what runs saves much of the
/// reading. Safe to use from several threads.
final class StoredProgram: @unchecked Sendable {
  private enum State {
    case decoded(Program)
    case encoded(bytes: [UInt8], environment: Environment, frameSize: Int)
    /// Bytes that did not read; kept, so that writing the expression
    /// again gives the bytes it was read from.
    case unreadable(BinaryReadError, bytes: [UInt8])
  }

  private let lock = NSLock()
  private var state: State

  /// A program the checker built.
  init(_ program: Program) {
    state = .decoded(program)
  }

  /// A program's bytes as ``write(to:)`` wrote them, checked against
  /// `environment` and a frame of `frameSize` slots when first run.
  init(bytes: [UInt8], environment: Environment, frameSize: Int) {
    state = .encoded(bytes: bytes, environment: environment, frameSize: frameSize)
  }

  /// The program, decoded now if it was not yet; bytes that don't read
  /// give the same error each time.
  func program() -> Result<Program, BinaryReadError> {
    lock.lock()
    defer { lock.unlock() }
    switch state {
    case .decoded(let program): return .success(program)
    case .unreadable(let error, _): return .failure(error)
    case .encoded(let bytes, let environment, let frameSize):
      var reader = BinaryReader(bytes)
      var programReader = ProgramReader(environment: environment, frameSize: frameSize)
      do throws(BinaryReadError) {
        let program = try programReader.read(&reader)
        guard reader.isAtEnd else { throw reader.error("bytes after the program") }
        state = .decoded(program)
        return .success(program)
      } catch {
        state = .unreadable(error, bytes: bytes)
        return .failure(error)
      }
    }
  }

  /// Writes the program's bytes, length first; one read from bytes and
  /// not changed since is written as it was read.
  func write(to writer: inout BinaryWriter) {
    lock.lock()
    let state = self.state
    lock.unlock()
    switch state {
    case .encoded(let bytes, _, _), .unreadable(_, let bytes):
      writer.write(bytes: bytes)
    case .decoded(let program):
      var programWriter = BinaryWriter()
      program.write(to: &programWriter)
      writer.write(bytes: programWriter.bytes)
    }
  }
}
