import AppModel
// libFuzzer target: the rule expression language, parsed and type-checked
// against the real binding schema (every scope's variables, the catalog and
// the helper functions), then evaluated against a small description. Any
// input must give a value or positioned errors, never a crash or a hang.
// The first byte picks the scope; the rest is the expression (UTF-8).
// Build and run with .ci/fuzz.
import FuzzDriver
import ReviewReadyKit
import RuleBinding
import RuleLanguage

@testable import Audit

private let scopes = RuleScope.allCases
private let environment = Environment(
  schema: BindingSchema.schema, variables: BindingSchema.globals,
  functions: HostFunctions.registry(
    lexicons: (try? Lexicon(
      name: "vague", entries: ["improve your experience", "/to (better|enhance)/"])).map { [$0] }
      ?? []))
private let environments = scopes.map { environment.declaring(BindingSchema.variables(for: $0)) }
/// Each scope's variables by position, as the audit engine lays them out.
private let layouts = scopes.map {
  VariableLayout(shared: BindingSchema.globalNames, own: BindingSchema.variableNames(for: $0))
}

private let context: AuditContext = {
  let yaml = """
    schema: 1
    app: { name: Fuzz, bundleId: com.example.fuzz, developmentRegion: en, locales: [en, de], minimumOS: "16.0" }
    screens:
      - { id: home, name: Home, path: Home tab }
    features:
      - id: pick
        name: Pick a photo
        screen: home
        needs: { photos: pick, location: whenInUse }
        data: [{ type: photosOrVideos, destination: developerServer, linkedToUser: true, purposes: [appFunctionality] }]
    permissions:
      - { id: photos, resource: photos, access: readWrite, requestedAt: { screen: home, moment: launch }, primer: { text: Allow all, buttons: [Continue] }, handles: { denied: fallback } }
    purposeStrings:
      NSPhotoLibraryUsageDescription: { en: To improve your experience., de: Um dein Erlebnis zu verbessern. }
    privacyLabels:
      collectsData: true
      data: [{ type: photosOrVideos, linkedToUser: true, usedForTracking: false, purposes: [appFunctionality] }]
    """
  guard let description = try? DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "fuzz.yaml")
  else { fatalError("the fuzzer's own description does not load") }
  // The real catalog, so that `catalog.resources.photos.needs[…]` means what it does in packs.
  guard let catalog = try? Auditor(.init(configuration: .none)).engine.catalog else {
    fatalError("the built-in catalog does not load")
  }
  return AuditContext(
    description: description, catalog: catalog.value,
    catalogKeys: catalog.keys.mapValues(\.resourceName))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let scope = Int(data[0]) % scopes.count
  let source = String(
    decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  let checked: CheckedExpression
  do {
    checked = try environments[scope].check(source)
  } catch {
    for problem in error.errors { _ = problem.description }
    return 0
  }
  // Each subject twice: with the variables merged by name, and as the
  // audit does it (the subject's own values over the shared ones, by
  // position in the scope's layout, with one cache for all subjects). Both
  // must give the same value or the same error.
  let cache = EvaluationCache()
  let layout = layouts[scope]
  for subject in context.subjects(in: scopes[scope]) {
    let variables = layout.dictionary(own: subject.values, over: context.globalValues)
    let plain = outcome { () throws(EvaluationError) in
      try checked.evaluate(variables, context: context)
    }
    let layered = outcome { () throws(EvaluationError) in
      try checked.evaluate(
        subject.values, over: context.globalValues, in: layout, context: context, cache: cache)
    }
    if plain != layered {
      fatalError("'\(source)' gives \(plain) merged but \(layered) layered and cached")
    }
  }
  return 0
}

/// A value or an error, as text (so that NaN equals NaN).
private func outcome(_ body: () throws(EvaluationError) -> Value) -> String {
  do {
    return "value \(try body())"
  } catch {
    return "error \(error.description)"
  }
}

@_cdecl("FuzzExpression_main")
public func fuzzExpressionMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzExpression)
}
