import Foundation

/// The last ``LayoutBinding`` of one expression, so that evaluating it again
/// and again with the same ``VariableLayout`` finds its variables once. A
/// host alternating between layouts only finds them again at each change.
/// Safe to use from several threads.
final class LayoutBindingCache: @unchecked Sendable {
  private let lock = NSLock()
  private var last: LayoutBinding?

  /// The binding remembered for `layout` (the same object), if it is the last.
  func binding(for layout: VariableLayout) -> LayoutBinding? {
    lock.lock()
    defer { lock.unlock() }
    guard let last, last.layout === layout else { return nil }
    return last
  }

  /// Remembers `binding` in place of the last one.
  func remember(_ binding: LayoutBinding) {
    lock.lock()
    last = binding
    lock.unlock()
  }
}
