import Mustache
import Testing

/// `Template.topLevelNames`: the first part of every name a template reads,
/// which lets a caller hand it only those variables.
@Suite struct TemplateNamesTests {
  static func names(_ source: String) throws -> Set<String>? {
    try Template(source: source, name: "t.txt").topLevelNames
  }

  @Test func firstPartsOfEveryTag() throws {
    #expect(
      try Self.names(
        "{{permission.id}} asks {{#thirdParty}}(x {{feature.name}}){{/thirdParty}} {{{app.name}}} {{^none}}{{/none}} {{! note }} {{& raw}}"
      ) == ["permission", "thirdParty", "feature", "app", "none", "raw"])
    #expect(try Self.names("plain text") == [])
    // The parse follows changed delimiters and reads inside blocks.
    #expect(try Self.names("{{=<% %>=}}<% a.b %>") == ["a"])
    #expect(try Self.names("{{$intro}}{{app.name}}{{/intro}}") == ["app"])
    // Inside a section, `.` is the item, not the whole data.
    #expect(try Self.names("{{#list}}{{.}}{{/list}}") == ["list"])
  }

  @Test func whatItCannotTellIsNil() throws {
    #expect(try Self.names("{{> partial}}") == nil)
    #expect(try Self.names("{{< parent}}{{/parent}}") == nil)
    #expect(try Self.names("{{.}}") == nil)
    #expect(try Self.names("{{#.}}x{{/.}}") == nil)
  }
}
