import Testing

@testable import Audit

/// Findings convert only the variables their texts read.
@Suite struct RuleTextNamesTests {
  @Test func firstPartsOfEveryTag() {
    #expect(
      RuleTextNames.firstNames(
        in:
          "{{permission.id}} asks {{#thirdParty}}(x {{feature.name}}){{/thirdParty}} {{{app.name}}} {{^none}}{{/none}} {{! note }} {{& raw}}"
      ) == ["permission", "thirdParty", "feature", "app", "none", "raw"])
    #expect(RuleTextNames.firstNames(in: "plain text") == [])
  }

  @Test func tagsItCannotFollowKeepEverything() {
    #expect(RuleTextNames.firstNames(in: "{{=<% %>=}}<% a %>") == nil)
    #expect(RuleTextNames.firstNames(in: "{{> partial}}") == nil)
    #expect(RuleTextNames.firstNames(in: "{{#list}}{{.}}{{/list}}") == nil)
    #expect(RuleTextNames.firstNames(in: "{{unclosed") == nil)
  }
}
