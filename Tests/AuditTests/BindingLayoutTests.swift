import AppModel
import ReviewReadyKit
import RuleLanguage
import TestSupport
import Testing

@testable import Audit
@testable import FileSupport
@testable import RuleBinding

/// Every object the binding gives rules is in the binding schema's layout
/// for its type, so the packs' expressions read its fields by slot (an
/// object in another layout reads correctly, only by name).
@Suite struct BindingLayoutTests {
  /// The objects in `value` whose layout is not the schema's for their type.
  static func misplaced(in value: Value, at path: String, into found: inout [String]) {
    switch value {
    case .object(let object):
      if BindingSchema.schema.layout(of: object.typeName) !== object.layout {
        found.append("\(path): \(object.typeName)")
      }
      for (name, field) in object.fields {
        misplaced(in: field, at: "\(path).\(name)", into: &found)
      }
    case .list(let items):
      for (index, item) in items.enumerated() {
        misplaced(in: item, at: "\(path)[\(index)]", into: &found)
      }
    case .map(let entries):
      for (key, entry) in entries { misplaced(in: entry, at: "\(path)[\(key)]", into: &found) }
    default: break
    }
  }

  @Test func theSamplesAndTheCatalogUseTheSchemasLayouts() throws {
    let catalog = try BuiltInChecklists.loadCatalog()
    #expect(!ModelListsTests.descriptions.isEmpty)
    for description in ModelListsTests.descriptions {
      let project = try? ProjectFilesReader.read(for: description)
      let context = AuditContext(
        description: description, catalog: catalog.value,
        catalogKeys: catalog.keys.mapValues(\.resourceName),
        project: ProjectBinding.value(
          project, developmentRegion: description.app.developmentRegion, catalog: catalog))
      var found: [String] = []
      #expect(context.globals.keys.sorted() == BindingSchema.globalNames)
      #expect(BindingSchema.globalNames.compactMap { context.globals[$0] } == context.globalValues)
      for (name, value) in context.globals { Self.misplaced(in: value, at: name, into: &found) }
      for subject in RuleScope.allCases.flatMap(context.subjects(in:)) {
        let names = BindingSchema.variableNames(for: subject.kind)
        #expect(names.count == subject.values.count)
        for (name, value) in zip(names, subject.values) {
          Self.misplaced(in: value, at: name, into: &found)
        }
      }
      #expect(found.isEmpty, "\(description.file): \(found.prefix(5))")
    }
  }
}
