import Foundation
import TestSupport
import Testing

@testable import CodeScan

/// The scan of one-character tokens keeps what it holds bounded and small:
/// 2 MB of `){}` took 254 MB (a 32-byte token per character in an array
/// grown by doubling, and a 96-byte scope per pair of braces). Counted
/// here by what is kept, not by time: a file stops at
/// `SourceFileEvidence.maximumTokens`, an empty closure or block keeps no
/// scope, and a scope takes at most 32 bytes.
@Suite struct ScanMemoryTests {
  @Test func twoMegabytesOfOneCharacterTokensStopAtTheTokenLimit() {
    let bytes = Array(String(repeating: "){}", count: (2 << 20) / 3).utf8)
    let lexed = SourceLexer.lex(
      bytes, language: .swift, maximumNesting: SourceFileEvidence.maximumNesting,
      maximumTokens: SourceFileEvidence.maximumTokens)
    #expect(lexed.tokens.count == SourceFileEvidence.maximumTokens)
    #expect(lexed.tokens.capacity < 2 * SourceFileEvidence.maximumTokens)
    #expect(lexed.tooManyTokensLine == 1)
    switch SourceFileEvidence.outcome(
      in: bytes, language: .swift, file: "Big.swift", apis: TestAPIs.indexing)
    {
    case .tooManyTokens(let line): #expect(line == 1)
    default: Issue.record("a file past the token limit was read")
    }
  }

  @Test func emptyClosuresKeepNoScope() {
    let tokens = SourceLexer.tokens(
      of: Array(String(repeating: "){}", count: 100_000).utf8), language: .swift)
    #expect(tokens.count == 300_000)
    let outline = OutlineBuilder.outline(of: tokens, language: .swift)
    #expect(outline.scopes.count == 1, "only the file's scope")
    #expect(outline.scopeOfToken.allSatisfy { $0 == 0 })
  }

  @Test func aClosureTakesAtMost32Bytes() {
    #expect(MemoryLayout<SourceOutline.Scope>.stride <= 32)
    let tokens = SourceLexer.tokens(
      of: Array(String(repeating: "){x}", count: 50_000).utf8), language: .swift)
    let outline = OutlineBuilder.outline(of: tokens, language: .swift)
    #expect(outline.scopes.count == 50_001)
    #expect(outline.scopes.dropFirst().allSatisfy { $0.kind == .closure && $0.name == nil })
  }

  @Test func scopesKeepTheirTextsAndEmptyOnesStillCloseTheirParents() throws {
    let source = """
      struct Gallery {
        func viewDidLoad() {
          if #available(iOS 15, *) {} else {}
          guard #available(iOS 14, *) else {}
          items.forEach {}
          PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        }
        func empty() {}
      }
      """
    let tokens = SourceLexer.tokens(of: Array(source.utf8), language: .swift)
    let outline = OutlineBuilder.outline(of: tokens, language: .swift)
    let names = outline.scopes.compactMap(\.name)
    #expect(names == ["Gallery", "viewDidLoad()", "empty()"])
    let call = try #require(tokens.firstIndex { $0.text == "requestAuthorization" })
    #expect(outline.enclosing(.function, of: call)?.name == "viewDidLoad()")
    #expect(outline.typeName(of: call) == "Gallery")
    #expect(outline.availability(of: call) == "iOS 14+")
    for (index, scope) in outline.scopeOfToken.enumerated() {
      #expect(Int(scope) < outline.scopes.count, "token \(index)")
    }
  }
}
