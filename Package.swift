// swift-tools-version:6.0
// ReviewReady: an App Review readiness auditor for iOS app descriptions.
//
// Dependencies point one way, from the executable down to the leaves; an
// arrow is "imports and declares" (.ci/check-modules checks both, and that
// every target under Sources is named here):
//   reviewready → ReviewReadyCommands → ReviewReadyKit → Reports → Audit → AppModel → YAMLDecoding → YAML
//                                     ↘ ProjectImport → Audit        ↘ RuleLanguage     YAML → CYAML (libyaml)
//                                                     ↘ XcodeProject → ProjectFiles, YAML
//                                     ↘ ArgumentParsing              ↘ Mustache
//                                                                    ↘ ProjectFiles
//                                                                    ↘ EmbeddedResources
//   ReviewReadyKit (the library entry point: load, audit, render) → Audit, Reports, AppModel;
//   ProjectImport → ProjectFiles, XcodeProject, AppModel, YAML (its writer); Reports → Mustache, AppModel,
//   ProjectFiles (JSONLineIndex places merge's problems in the reports it reads);
//   Audit → XcodeProject (the project binding reads app.project through it);
//   ReviewReadyCommands → AppModel, Audit, Reports, YAML, Mustache; Audit → YAML, YAMLDecoding.
//   RuleLanguage, Audit → BoundedRegex → CPCRE2 (PCRE2, every match with a step limit).
//   Audit → CodeScan (the catalog's `code` entries and a team's `scan.apis` are CodeAPI values);
//   CodeScan (evidence from Swift and Objective-C sources) → Diagnostics.
//   RuleLanguage, Audit → BinaryCoding (the compiled-pack cache's bytes; a leaf).
//   Diagnostics is a leaf that nearly every target imports. EmbeddedResources is
//   generated at build time by EmbedResourcesPlugin, which runs ResourceEmbedder.
// Nothing here is fetched from outside the toolchain; libyaml comes from the
// system (Debian's libyaml-dev, Homebrew's libyaml).
import PackageDescription

/// Set by .ci/fuzz: declares the fuzz targets (see the end of this file).
let fuzzing = Context.environment["REVIEWREADY_FUZZ"] == "1"

let package = Package(
  name: "ReviewReady",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "reviewready", targets: ["reviewready"]),
    .library(name: "AppModel", targets: ["AppModel"]),
    .library(name: "Mustache", targets: ["Mustache"]),
    .library(name: "YAML", targets: ["YAML"]),
    .plugin(name: "ReviewReadyPlugin", targets: ["ReviewReadyPlugin"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .systemLibrary(
      name: "CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
    ),
    // Regular expressions with bounded matching, for packs' patterns.
    .target(name: "BoundedRegex", dependencies: ["CPCRE2"]),
    .target(name: "Diagnostics"),
    // The built-in packs, catalog and templates, compiled in at build time.
    .executableTarget(name: "ResourceEmbedder"),
    .plugin(
      name: "EmbedResourcesPlugin", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
    // Fuzz builds pass -sanitize=fuzzer to every target, a build tool too,
    // which then can't link: there the files are read from the source tree.
    fuzzing
      ? .target(
        name: "EmbeddedResources", swiftSettings: [.define("REVIEWREADY_FILES_FROM_SOURCE")])
      : .target(name: "EmbeddedResources", plugins: ["EmbedResourcesPlugin"]),
    .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
    .target(name: "YAMLDecoding", dependencies: ["YAML", "Diagnostics"]),
    .target(name: "Mustache", dependencies: ["Diagnostics"]),
    .target(name: "RuleLanguage", dependencies: ["BoundedRegex", "BinaryCoding"]),
    // Compact bytes for caches: varints, strings, bounded reading.
    .target(name: "BinaryCoding"),
    .target(name: "ProjectFiles", dependencies: ["Diagnostics"]),
    // Evidence from the app's Swift and Objective-C: which protected resources the code asks for.
    .target(name: "CodeScan", dependencies: ["Diagnostics"]),
    // Xcode projects and XcodeGen specs: targets, build settings, the merged Info.plist.
    .target(name: "XcodeProject", dependencies: ["ProjectFiles", "YAML", "Diagnostics"]),
    .target(
      name: "Audit",
      dependencies: [
        "AppModel", "RuleLanguage", "Mustache", "YAML", "YAMLDecoding", "Diagnostics",
        "ProjectFiles", "EmbeddedResources", "BoundedRegex", "XcodeProject", "CodeScan",
        "BinaryCoding",
      ]
    ),
    .target(
      name: "ProjectImport",
      dependencies: [
        "ProjectFiles", "AppModel", "Audit", "YAML", "Diagnostics", "XcodeProject", "CodeScan",
      ]),
    .target(
      name: "Reports",
      dependencies: [
        "Audit", "AppModel", "Mustache", "Diagnostics", "ProjectFiles", "BinaryCoding",
      ]),
    .target(
      name: "ReviewReadyKit",
      dependencies: ["Audit", "Reports", "AppModel", "Diagnostics", "CodeScan"]),
    .target(name: "AppModel", dependencies: ["YAML", "YAMLDecoding", "Diagnostics"]),
    .target(name: "ArgumentParsing", dependencies: ["Diagnostics"]),
    .target(
      name: "ReviewReadyCommands",
      dependencies: [
        "ArgumentParsing", "AppModel", "Audit", "Reports", "ReviewReadyKit", "YAML", "Mustache",
        "Diagnostics", "ProjectImport", "CodeScan",
      ]
    ),
    .executableTarget(name: "reviewready", dependencies: ["ReviewReadyCommands"]),
    // Benchmarks (Documentation/Development.md): swift run -c release reviewready-benchmark
    .target(name: "SyntheticPortfolio", path: "Benchmarks/SyntheticPortfolio"),
    .executableTarget(
      name: "reviewready-benchmark",
      dependencies: [
        "SyntheticPortfolio", "CYAML", "Diagnostics", "AppModel", "Audit", "Reports",
        "ReviewReadyKit", "CodeScan",
      ],
      path: "Benchmarks/ReviewReadyBenchmark"),
    .plugin(
      name: "ReviewReadyPlugin",
      capability: .command(
        intent: .custom(
          verb: "review-ready",
          description: "Audit app descriptions for App Review readiness with ReviewReady")),
      dependencies: ["reviewready"]
    ),

    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "YAMLTests", dependencies: ["YAML", "TestSupport"]),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache", "YAML"]),
    .testTarget(
      name: "AppModelTests", dependencies: ["AppModel", "YAML", "Diagnostics", "TestSupport"],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
    .testTarget(name: "RuleLanguageTests", dependencies: ["RuleLanguage", "BinaryCoding"]),
    .testTarget(name: "CodeScanTests", dependencies: ["CodeScan", "TestSupport"]),
    .testTarget(
      name: "ProjectFilesTests", dependencies: ["ProjectFiles", "Diagnostics", "TestSupport"]),
    .testTarget(
      name: "ProjectImportTests",
      dependencies: [
        "ProjectImport", "Audit", "AppModel", "Diagnostics", "TestSupport", "XcodeProject",
        "ProjectFiles", "CodeScan",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AuditTests",
      dependencies: [
        "Audit", "AppModel", "Reports", "RuleLanguage", "Diagnostics", "TestSupport",
        "BoundedRegex", "CodeScan", "BinaryCoding",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "reviewready", "ReviewReadyCommands", "ArgumentParsing", "AppModel", "YAML", "Diagnostics",
        "TestSupport", "ProjectFiles", "SyntheticPortfolio",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "Reports", "Audit", "AppModel", "ProjectFiles", "ReviewReadyKit", "ReviewReadyCommands",
        "Diagnostics", "TestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "RobustnessTests",
      dependencies: [
        "reviewready", "SyntheticPortfolio", "AppModel", "Audit", "Reports", "ReviewReadyKit",
        "YAML",
        "Mustache", "RuleLanguage", "TestSupport", "Diagnostics", "ProjectFiles",
      ]),
  ]
)

// Fuzz targets (libFuzzer), declared only for .ci/fuzz, which builds them
// with -sanitize=fuzzer: they have no main of their own, so an ordinary
// build could not link them.
if fuzzing {
  package.targets += [
    .target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"),
    .executableTarget(
      name: "FuzzDescription", dependencies: ["FuzzDriver", "AppModel"],
      path: "Fuzz/FuzzDescription"),
    .executableTarget(
      name: "FuzzExpression",
      dependencies: ["FuzzDriver", "Audit", "AppModel", "RuleLanguage", "ReviewReadyKit"],
      path: "Fuzz/FuzzExpression", exclude: ["FuzzExpression.dict"]),
    .executableTarget(
      name: "FuzzMustache", dependencies: ["FuzzDriver", "Mustache"], path: "Fuzz/FuzzMustache"),
    .executableTarget(
      name: "FuzzProjectFiles", dependencies: ["FuzzDriver", "Diagnostics", "ProjectFiles"],
      path: "Fuzz/FuzzProjectFiles"),
    .executableTarget(
      name: "FuzzCodeScan", dependencies: ["FuzzDriver", "CodeScan", "Audit"],
      path: "Fuzz/FuzzCodeScan"),
    .executableTarget(
      name: "FuzzReports", dependencies: ["FuzzDriver", "AppModel", "Audit", "Reports", "YAML"],
      path: "Fuzz/FuzzReports"),
  ]
}
