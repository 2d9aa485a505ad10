import AppModel
import BinaryCoding
import CodeScan

/// The catalog in the compiled-pack cache (see ``PackCache``): every field,
/// so that a cached start reads no YAML.
extension Catalog {
  package func write(to writer: inout BinaryWriter) {
    writer.write(file)
    writer.write(keys) { writer, key in
      writer.write(key.resourceName)
      writer.write(key.platforms)
      writer.write(key.since)
      writer.write(key.deprecatedIn)
      writer.write(key.trigger)
      writer.write(key.missingKey)
      writer.write(key.note)
    }
    writer.write(resources) { $1.write(to: &$0) }
    writer.write(dataTypes) { writer, type in
      writer.write(type.category)
      writer.write(type.label)
      writer.write(type.manifest)
      writer.write(type.note)
    }
    writer.write(purposes) { writer, purpose in
      writer.write(purpose.label)
      writer.write(purpose.manifest)
    }
    requiredReasons.write(to: &writer)
    sdks.write(to: &writer)
  }

  package init(from reader: inout BinaryReader) throws(BinaryReadError) {
    let file = try reader.readString()
    let keys = try reader.readDictionary { reader throws(BinaryReadError) in
      CatalogKey(
        resource: try Catalog.readResource(from: &reader), platforms: try reader.readStrings(),
        since: try reader.readString(), deprecatedIn: try reader.readOptionalString(),
        trigger: try reader.readString(), missingKey: try reader.readString(),
        note: try reader.readOptionalString())
    }
    let resources = try reader.readDictionary(keyedBy: Resource.self) {
      reader throws(BinaryReadError) in
      try CatalogResource(from: &reader)
    }
    let dataTypes = try reader.readDictionary { reader throws(BinaryReadError) in
      CatalogDataType(
        category: try reader.readString(), label: try reader.readString(),
        manifest: try reader.readString(), note: try reader.readOptionalString())
    }
    let purposes = try reader.readDictionary { reader throws(BinaryReadError) in
      CatalogLabel(label: try reader.readString(), manifest: try reader.readString())
    }
    let requiredReasons = try CatalogRequiredReasons(from: &reader)
    let sdks = try CatalogSDKs(from: &reader)
    self.init(
      keys: keys, resources: resources, dataTypes: dataTypes, purposes: purposes,
      requiredReasons: requiredReasons, file: file)
    self.sdks = sdks
  }
}

extension CatalogRequiredReasons {
  package func write(to writer: inout BinaryWriter) {
    writer.write(source)
    writer.write(checked)
    writer.write(categories) { writer, category in
      writer.write(category.name)
      writer.write(category.manifest)
      writer.write(category.reasons) { writer, reason in
        writer.write(reason.code)
        writer.write(reason.meaning)
        writer.write(reason.sdkOnly)
      }
      writer.write(category.code) { $1.write(to: &$0) }
    }
  }

  package init(from reader: inout BinaryReader) throws(BinaryReadError) {
    let source = try reader.readString()
    let checked = try reader.readString()
    let categories = try reader.readDictionary { reader throws(BinaryReadError) in
      CatalogReasonCategory(
        name: try reader.readString(), manifest: try reader.readString(),
        reasons: try reader.readArray { reader throws(BinaryReadError) in
          CatalogReason(
            code: try reader.readString(), meaning: try reader.readString(),
            sdkOnly: try reader.readBool())
        },
        code: try reader.readArray { reader throws(BinaryReadError) in
          try CodeAPI(from: &reader)
        })
    }
    self.init(source: source, checked: checked, categories: categories)
  }
}

extension Catalog {
  /// A key's resource as the cache wrote it: a resource's name or `none`.
  private static func readResource(from reader: inout BinaryReader) throws(BinaryReadError)
    -> Resource?
  {
    let name = try reader.readString()
    guard name != noneName else { return nil }
    guard let resource = Resource(rawValue: name) else {
      throw reader.error("'\(name.prefix(40))' is no resource")
    }
    return resource
  }
}

extension CatalogResource {
  package func write(to writer: inout BinaryWriter) {
    writer.write(name)
    writer.write(framework)
    writer.write(limitedAccess)
    writer.write(levels) { writer, entry in
      writer.write(entry.name)
      writer.write(entry.level.keys)
      writer.write(entry.level.legacyKeys) { writer, legacy in
        writer.write(legacy.key)
        writer.write(legacy.before)
      }
      writer.write(entry.level.optionalKeys)
      writer.write(entry.level.api)
      writer.write(entry.level.since)
      writer.write(entry.level.prompts)
    }
    writer.write(needs) { writer, need in
      writer.write(need.access ?? Catalog.noneName)
      writer.write(need.via)
      writer.write(need.since)
      writer.write(need.note)
    }
    writer.write(code) { $1.write(to: &$0) }
  }

  package init(from reader: inout BinaryReader) throws(BinaryReadError) {
    let name = try reader.readString()
    let framework = try reader.readString()
    let limitedAccess = try reader.readBool()
    let levels = try reader.readArray { reader throws(BinaryReadError) in
      let name = try reader.readString()
      let level = CatalogLevel(
        keys: try reader.readStrings(),
        legacyKeys: try reader.readArray { reader throws(BinaryReadError) in
          (key: try reader.readString(), before: try reader.readString())
        },
        optionalKeys: try reader.readStrings(), api: try reader.readOptionalString(),
        since: try reader.readOptionalString(), prompts: try reader.readBool())
      return (name: name, level: level)
    }
    let needs = try reader.readDictionary { reader throws(BinaryReadError) in
      CatalogNeed(
        access: Catalog.level(try reader.readString()), via: try reader.readOptionalString(),
        since: try reader.readOptionalString(), note: try reader.readOptionalString())
    }
    let code = try reader.readArray { reader throws(BinaryReadError) in
      try CodeAPI(from: &reader)
    }
    self.init(
      name: name, framework: framework, limitedAccess: limitedAccess, levels: levels,
      needs: needs, code: code)
  }
}

extension CodeAPI {
  package func write(to writer: inout BinaryWriter) {
    writer.write(resource)
    writer.write(call)
    writer.write(selector)
    writer.write(receiver)
    writer.write(case: kind)
    writer.write(level)
    writer.write(values) { $0.write($1) }
    writer.write(label)
    writer.write(argumentLabels)
    writer.write(name)
    writer.write(since)
    writer.write(note)
    writer.write(use)
    writer.write(whenEmpty) { $0.write($1) }
  }

  package init(from reader: inout BinaryReader) throws(BinaryReadError) {
    try self.init(fields: &reader)
    whenEmpty = try reader.readDictionary { reader throws(BinaryReadError) in
      try reader.readString()
    }
  }

  private init(fields reader: inout BinaryReader) throws(BinaryReadError) {
    self.init(
      resource: try reader.readString(), call: try reader.readOptionalString(),
      selector: try reader.readOptionalString(), receiver: try reader.readOptionalString(),
      kind: try reader.readCase(Kind.self), level: try reader.readOptionalString(),
      values: try reader.readDictionary { reader throws(BinaryReadError) in
        try reader.readString()
      },
      label: try reader.readOptionalString(), argumentLabels: try reader.readStrings(),
      name: try reader.readString(), since: try reader.readOptionalString(),
      note: try reader.readOptionalString(), use: try reader.readOptionalString())
  }
}
