import Diagnostics
import Foundation
import YAML
import YAMLDecoding

/// Reads app descriptions (`*.reviewready.yaml`, schema 1) into the model,
/// reporting every problem in a file with its position.
public enum DescriptionLoader {
  /// Reads and decodes the description at `path` (as the user wrote it; a
  /// relative path stays relative in messages).
  public static func load(path: String) throws(DiagnosticsError) -> AppDescription {
    LoadedPaths.shared.insert(path)
    guard let bytes = try sizeLimit.contents(of: path) else {
      throw DiagnosticsError([.error(at: .file(path), "no such file")])
    }
    return try decode(bytes: bytes, file: path)
  }

  /// Decodes a description from its bytes; `file` names it in messages.
  public static func decode(bytes: [UInt8], file: String) throws(DiagnosticsError) -> AppDescription
  {
    guard bytes.count <= maximumSize else { throw tooLarge(file, size: bytes.count) }
    let root: YAMLNode
    do {
      root = try YAMLLoader.load(
        bytes: bytes, file: file,
        options: YAMLLoadOptions(maximumNodes: maximumNodes, secretKeys: SecretFields.keys))
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try decode(root)
  }

  /// Decodes a description from an already loaded YAML tree, its secrets
  /// replaced first (see `SecretFields`), so no message quotes one.
  public static func decode(_ root: YAMLNode) throws(DiagnosticsError) -> AppDescription {
    let context = DecodingContext(maximumItems: maximumItems)
    let decoded = DescriptionDecoder(context: context).decodeDescription(
      SecretFields.redacting(root))
    if let decoded {
      DescriptionValidator(description: decoded, context: context).validate()
    }
    guard let description = decoded?.complete, context.diagnostics.isEmpty else {
      throw DiagnosticsError(context.diagnostics)
    }
    return description
  }
}
