import Diagnostics
import ProjectFiles

/// The pods of an app target: the Podfile.lock's pods (one entry per pod,
/// its subspecs together), linked when the Podfile's block for the target
/// names them (in every configuration, or in the one read) or a linked pod
/// depends on them; without a lock file, the Podfile's pods as declared.
enum CocoaPodsInventory {
  static func read(
    target: String, configuration: String, root: String, into inventory: inout SDKInventory
  ) throws(DiagnosticsError) {
    let lock = ProjectFileSystem.join(root, "Podfile.lock")
    let podfile = ProjectFileSystem.join(root, "Podfile")
    let hasPodfile = ProjectFileSystem.exists(podfile)
    let declared = hasPodfile ? try PodfileReader.read(path: podfile) : [:]
    let targetPods = (declared[target] ?? []).filter {
      $0.configurations.isEmpty
        || $0.configurations.contains { $0.lowercased() == configuration.lowercased() }
    }
    guard ProjectFileSystem.exists(lock) else {
      guard hasPodfile else { return }
      inventory.files.append(podfile)
      inventory.dependencies += (declared[target] ?? []).map { pod in
        SDKDependency(
          name: LockedPod.root(of: pod.name), requirement: pod.requirement, source: .cocoaPods,
          location: pod.source,
          linkage: targetPods.contains(pod) ? .direct : .unlinked)
      }
      return
    }
    inventory.files.append(lock)
    if hasPodfile { inventory.files.append(podfile) }
    let pods = try PodfileLockReader.read(path: lock)
    let direct = Set(targetPods.map { LockedPod.root(of: $0.name) })
    let reached = closure(of: direct, in: pods)
    var seen: [String: Int] = [:]
    for pod in pods {
      let root = pod.root
      if let index = seen[root] {
        if pod.name != root { inventory.dependencies[index].products.append(pod.name) }
        continue
      }
      let linkage: SDKDependency.Linkage =
        !hasPodfile
        ? .resolved
        : direct.contains(root) ? .direct : reached.contains(root) ? .dependency : .unlinked
      seen[root] = inventory.dependencies.count
      inventory.dependencies.append(
        SDKDependency(
          name: root, version: pod.version, source: .cocoaPods, location: pod.source,
          products: pod.name == root ? [] : [pod.name], linkage: linkage))
    }
  }

  /// The root pods `start` reaches through the lock's dependencies.
  private static func closure(of start: Set<String>, in pods: [LockedPod]) -> Set<String> {
    var edges: [String: Set<String>] = [:]
    for pod in pods { edges[pod.root, default: []].formUnion(pod.dependencies.map(LockedPod.root)) }
    var reached = start
    var queue = Array(start)
    while let next = queue.popLast() {
      for dependency in edges[next] ?? [] where reached.insert(dependency).inserted {
        queue.append(dependency)
      }
    }
    return reached
  }
}
