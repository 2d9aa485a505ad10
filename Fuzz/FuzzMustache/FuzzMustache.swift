// libFuzzer target: the Mustache scanner and parser, then rendering with a
// small context and partials (one of them the input itself, so recursion is
// exercised). Any input must give text or a MustacheError, never a crash or
// a hang. The first byte picks the content type (HTML, Markdown, text).
// Build and run with .ci/fuzz.
import FuzzDriver
import Mustache

private let context = MustacheValue.object([
  "name": .string("<Fuzz & “Co”>"),
  "count": .int(3),
  "ratio": .double(0.5),
  "ready": .bool(true),
  "none": .null,
  "items": .list([
    .object(["title": .string("one"), "done": .bool(true)]),
    .object(["title": .string("two"), "done": .bool(false), "items": .list([.string("x")])]),
  ]),
  "nested": .object(["deeper": .object(["value": .string("|`*_[]")])]),
])

private let contentTypes: [ContentType] = [.html, .markdown, .text]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let source = String(
    decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  let contentType = contentTypes[Int(data[0]) % contentTypes.count]
  do {
    let template = try Template(source: source, name: "fuzz", contentType: contentType)
    let partials = DictionaryPartialResolver(templates: [
      "self": template,
      "row": try Template(source: "[{{title}}{{#items}}{{> self}}{{/items}}]", name: "row"),
    ])
    _ = try template.render(
      context, partials: partials,
      options: RenderOptions(maximumPartialDepth: 16, maximumSteps: 200_000))
  } catch {
    _ = "\(error)"
  }
  return 0
}

@_cdecl("FuzzMustache_main")
public func fuzzMustacheMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzMustache)
}
