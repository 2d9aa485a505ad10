import BinaryCoding
import Diagnostics
import Mustache
import RuleBinding
import RuleLanguage
import Wording

/// Packs in the compiled-pack cache (see ``PackCache``): every rule with
/// its checked expressions, every check, the pack's wording languages.
/// Templates are kept as their text and parsed again when read (they were
/// valid when written).
extension RulePack {
  /// What a pack declares for every pack's rules: its wording languages and
  /// lexicons, from which the rules' functions are built. Written for every
  /// pack before any pack's rules (``writeRules(to:)``).
  func writeDeclarations(to writer: inout BinaryWriter) {
    writer.write(languages) { $1.write(to: &$0) }
    writer.write(lexicons) { writer, lexicon in
      writer.write(lexicon.name)
      writer.write(lexicon.entries)
    }
  }

  /// What ``writeDeclarations(to:)`` wrote.
  static func readDeclarations(from reader: inout BinaryReader) throws(BinaryReadError) -> (
    languages: [WordingLanguage], lexicons: [Lexicon]
  ) {
    let languages = try reader.readArray { reader throws(BinaryReadError) in
      try WordingLanguage(from: &reader)
    }
    let lexicons = try reader.readArray { reader throws(BinaryReadError) in
      let name = try reader.readString()
      do {
        return try Lexicon(name: name, entries: try reader.readStrings())
      } catch {
        throw reader.error("lexicon '\(name.prefix(40))' no longer builds")
      }
    }
    return (languages, lexicons)
  }

  /// The pack's name, texts, rules and checks.
  func writeRules(to writer: inout BinaryWriter) {
    writer.write(name)
    writer.write(title)
    writer.write(guidelinesRevision)
    writer.write(file)
    writer.write(rules) { $1.write(to: &$0) }
    writer.write(checks) { $1.write(to: &$0) }
  }

  /// Reads what ``writeRules(to:)`` wrote, checking the expressions'
  /// references against `environment`, into a pack that already holds its
  /// declarations.
  mutating func readRules(from reader: inout BinaryReader, environment: Environment)
    throws(BinaryReadError)
  {
    name = try reader.readString()
    title = try reader.readString()
    guidelinesRevision = try reader.readOptionalString()
    file = try reader.readString()
    let file = self.file
    rules = try reader.readArray { reader throws(BinaryReadError) in
      try Rule(from: &reader, file: file, environment: environment)
    }
    checks = try reader.readArray { reader throws(BinaryReadError) in
      try ManualCheck(from: &reader, environment: environment)
    }
  }
}

extension Rule {
  package func write(to writer: inout BinaryWriter) {
    writer.write(id)
    writer.write(title)
    writer.write(case: severity)
    writer.write(guideline)
    writer.write(itms)
    writer.write(case: scope)
    writer.write(case: aspect)
    writer.write(declaresAspect)
    writer.write(condition) { $1.write(to: &$0) }
    writer.write(bindings) { writer, binding in
      writer.write(binding.name)
      binding.expression.write(to: &writer)
    }
    fails.write(to: &writer)
    writer.write(at)
    writer.write(related) { $1.write(to: &$0) }
    writer.write(sources.message)
    writer.write(sources.fix)
    writer.write(sources.reviewNote)
    writer.write(references)
    writer.write(pack)
    location.write(to: &writer)
    writer.write(textNames.map { $0.sorted() }) { $0.write($1) }
  }

  init(from reader: inout BinaryReader, file: String, environment: Environment)
    throws(BinaryReadError)
  {
    id = try reader.readString()
    title = try reader.readString()
    severity = try reader.readCase(DiagnosticSeverity.self)
    guideline = try reader.readOptionalString()
    itms = try reader.readOptionalString()
    scope = try reader.readCase(RuleScope.self)
    aspect = try reader.readCase(RuleAspect.self)
    declaresAspect = try reader.readBool()
    var scoped = environment.declaring(BindingSchema.variables(for: scope))
    condition = try reader.readOptional { reader throws(BinaryReadError) in
      try CheckedExpression(from: &reader, environment: scoped)
    }
    var bindings: [(name: String, expression: CheckedExpression)] = []
    for _ in 0..<(try reader.readCount()) {
      let name = try reader.readString()
      let expression = try CheckedExpression(from: &reader, environment: scoped)
      bindings.append((name, expression))
      scoped = scoped.declaring([name: expression.type])
    }
    self.bindings = bindings
    fails = try CheckedExpression(from: &reader, environment: scoped)
    at = try reader.readOptionalString()
    let environment = scoped
    related = try reader.readOptional { reader throws(BinaryReadError) in
      try CheckedExpression(from: &reader, environment: environment)
    }
    let messageSource = try reader.readString()
    let fixSource = try reader.readOptionalString()
    let reviewNoteSource = try reader.readOptionalString()
    message = Template(parsedBefore: messageSource, name: file, contentType: .text)
    fix = fixSource.map { Template(parsedBefore: $0, name: file, contentType: .text) }
    reviewNote = reviewNoteSource.map {
      Template(parsedBefore: $0, name: file, contentType: .text)
    }
    references = try reader.readStrings()
    pack = try reader.readString()
    location = try SourceLocation(from: &reader)
    textNames = try reader.readOptional { reader throws(BinaryReadError) in
      Set(try reader.readStrings())
    }
    sources = RuleSources(
      condition: condition?.source, bindings: bindings.map { ($0.name, $0.expression.source) },
      fails: fails.source, message: messageSource, fix: fixSource, reviewNote: reviewNoteSource)
  }
}

extension ManualCheck {
  package func write(to writer: inout BinaryWriter) {
    writer.write(id)
    writer.write(title)
    applies.write(to: &writer)
    writer.write(how)
    writer.write(pack)
    location.write(to: &writer)
  }

  init(from reader: inout BinaryReader, environment: Environment) throws(BinaryReadError) {
    self.init(
      id: try reader.readString(), title: try reader.readString(),
      applies: try CheckedExpression(from: &reader, environment: environment),
      how: try reader.readString(), pack: try reader.readString(),
      location: try SourceLocation(from: &reader))
  }
}

extension SourceLocation {
  package func write(to writer: inout BinaryWriter) {
    writer.write(file)
    writer.write(line)
    writer.write(column)
  }

  init(from reader: inout BinaryReader) throws(BinaryReadError) {
    self.init(
      file: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
  }
}
