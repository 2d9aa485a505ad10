import Dispatch

/// Runs independent work on every core and keeps the input's order, so that
/// output stays byte-for-byte the same however the work was scheduled. Packs
/// are loaded with it, and `audit` loads, audits and renders with it.
public enum Parallel {
  /// `items.map(transform)`, with the calls spread over the available cores.
  /// The results are in the order of `items`.
  public static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      slots.store(transform(items[index]), at: index)
    }
    return slots.results()
  }

  /// `transform` applied to every item on every core, in the items' order;
  /// when any fails, the first failure in that order is thrown, as a
  /// one-by-one loop would.
  public static func tryMap<Item: Sendable, Output: Sendable, Failure: Error>(
    _ items: [Item], _ transform: @Sendable (Item) throws(Failure) -> Output
  ) throws(Failure) -> [Output] {
    let outcomes = map(items) { item -> Swift.Result<Output, Failure> in
      do throws(Failure) {
        return .success(try transform(item))
      } catch {
        return .failure(error)
      }
    }
    var outputs: [Output] = []
    outputs.reserveCapacity(outcomes.count)
    for outcome in outcomes {
      switch outcome {
      case .success(let output): outputs.append(output)
      case .failure(let error): throw error
      }
    }
    return outputs
  }
}

/// One slot per result; each is written by exactly one iteration of
/// `concurrentPerform`, and read only after all of them have finished.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Result?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  func store(_ result: Result, at index: Int) { buffer[index] = result }

  func results() -> [Result] { buffer.compactMap { $0 } }
}
