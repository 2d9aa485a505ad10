// swift-tools-version:6.0
// ReviewReady: an App Review readiness auditor for iOS app descriptions.
//
// The targets read as the pipeline: YAML → the model (AppModel) and the
// project's files (ProjectFiles, XcodeProject) → what rules see
// (Catalog, Wording, RuleBinding) → the rule packs (RulePacks) → the engine
// (Audit: one input value in, findings and the verdict out; it reads no
// file) → reports (Reports), driven by ReviewReadyKit, which reads every
// file, and the command line. Each line below is a target and every target
// it depends on directly, from the executable down to the leaves; a line
// that goes on is indented. .ci/check-modules checks that each line names
// exactly the target's dependencies in this file, that every dependency is
// imported and every imported module of this package declared.
//   reviewready → ReviewReadyCommands
//   ReviewReadyCommands → ReviewReadyKit, Reports, Audit, ProjectImport, AppModel, Wording,
//       FileSupport, ArgumentParsing, CodeScan, Mustache, YAML, Diagnostics
//   ReviewReadyKit → Reports, Audit, RulePacks, RuleBinding, Catalog, AppModel, FileSupport,
//       XcodeProject, YAMLDecoding, CodeScan, ProjectFiles, YAML, Diagnostics, Parallelism
//   Reports → Audit, RulePacks, Catalog, AppModel, FileSupport, Mustache, ProjectFiles,
//       BinaryCoding, Diagnostics, Parallelism
//   Audit → RulePacks, RuleBinding, Catalog, AppModel, RuleLanguage, Mustache, ProjectFiles,
//       BinaryCoding, Diagnostics
//   RulePacks → RuleBinding, Catalog, Wording, FileSupport, RuleLanguage, YAMLDecoding, CodeScan,
//       Mustache, ProjectFiles, YAML, BinaryCoding, Diagnostics, Parallelism
//   ProjectImport → Catalog, AppModel, XcodeProject, CodeScan, ProjectFiles, YAML, Diagnostics
//   RuleBinding → Catalog, AppModel, Wording, RuleLanguage, BoundedRegex, CodeScan, ProjectFiles,
//       Diagnostics
//   Catalog → AppModel, FileSupport, YAMLDecoding, CodeScan, YAML, BinaryCoding, Diagnostics
//   AppModel → YAMLDecoding, YAML, Diagnostics
//   Wording → YAMLDecoding, BoundedRegex, YAML, BinaryCoding, Diagnostics
//   FileSupport → YAML, Diagnostics, EmbeddedResources
//   RuleLanguage → BoundedRegex, BinaryCoding
//   XcodeProject → ProjectFiles, YAML, Diagnostics
//   YAMLDecoding → YAML, Diagnostics
//   ArgumentParsing → Diagnostics
//   BoundedRegex → CPCRE2
//   CodeScan → Diagnostics, Parallelism
//   Mustache → Diagnostics
//   ProjectFiles → Diagnostics
//   YAML → CYAML, Diagnostics
//   BinaryCoding → (nothing)
//   CPCRE2 → (nothing)
//   CYAML → (nothing)
//   Diagnostics → (nothing)
//   EmbeddedResources → (nothing)
//   Parallelism → (nothing)
//   ResourceEmbedder → (nothing)
// Diagnostics is the leaf nearly every target imports. EmbeddedResources is
// generated at build time by EmbedResourcesPlugin, which runs
// ResourceEmbedder. Nothing here is fetched from outside the toolchain:
// libyaml (CYAML) and PCRE2 (CPCRE2) come from the system (Debian's
// libyaml-dev and libpcre2-dev, Homebrew's libyaml and pcre2).
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
    .target(name: "CodeScan", dependencies: ["Diagnostics", "Parallelism"]),
    // Xcode projects and XcodeGen specs: targets, build settings, the merged Info.plist.
    .target(name: "XcodeProject", dependencies: ["ProjectFiles", "YAML", "Diagnostics"]),
    // Runs independent work on every core, keeping the input's order.
    .target(name: "Parallelism"),
    // Atomic writes, temporary files, the built-in and on-disk resource folders.
    .target(name: "FileSupport", dependencies: ["Diagnostics", "EmbeddedResources", "YAML"]),
    // Resources, usage keys, code APIs, least-access facts: catalog.yaml.
    .target(
      name: "Catalog",
      dependencies: [
        "AppModel", "CodeScan", "Diagnostics", "YAML", "YAMLDecoding", "BinaryCoding",
        "FileSupport",
      ]),
    // The per-language wording knowledge and the text judgements.
    .target(
      name: "Wording",
      dependencies: ["BoundedRegex", "BinaryCoding", "Diagnostics", "YAML", "YAMLDecoding"]),
    // What rule expressions see: the variables' types and values, the helper functions.
    .target(
      name: "RuleBinding",
      dependencies: [
        "AppModel", "Catalog", "Wording", "RuleLanguage", "BoundedRegex", "ProjectFiles",
        "CodeScan", "Diagnostics",
      ]),
    // Rule packs: loading, compiling, the compiled-pack cache, pack tests' annotations.
    .target(
      name: "RulePacks",
      dependencies: [
        "RuleBinding", "Catalog", "Wording", "RuleLanguage", "Mustache", "YAML", "YAMLDecoding",
        "BinaryCoding", "Diagnostics", "FileSupport", "Parallelism", "CodeScan", "ProjectFiles",
      ]),
    // The engine: one audit input in, findings and the verdict out; it reads no file.
    .target(
      name: "Audit",
      dependencies: [
        "AppModel", "RulePacks", "RuleBinding", "Catalog", "RuleLanguage", "Mustache",
        "Diagnostics", "ProjectFiles", "BinaryCoding",
      ]
    ),
    .target(
      name: "ProjectImport",
      dependencies: [
        "ProjectFiles", "AppModel", "Catalog", "YAML", "Diagnostics", "XcodeProject", "CodeScan",
      ]),
    .target(
      name: "Reports",
      dependencies: [
        "Audit", "RulePacks", "Catalog", "AppModel", "Mustache", "Diagnostics", "ProjectFiles",
        "BinaryCoding", "FileSupport", "Parallelism",
      ]),
    .target(
      name: "ReviewReadyKit",
      dependencies: [
        "Audit", "RulePacks", "RuleBinding", "Catalog", "Reports", "AppModel", "Diagnostics",
        "CodeScan", "FileSupport", "Parallelism", "ProjectFiles", "XcodeProject", "YAML",
        "YAMLDecoding",
      ]),
    .target(name: "AppModel", dependencies: ["YAML", "YAMLDecoding", "Diagnostics"]),
    .target(name: "ArgumentParsing", dependencies: ["Diagnostics"]),
    .target(
      name: "ReviewReadyCommands",
      dependencies: [
        "ArgumentParsing", "AppModel", "Audit", "Reports", "ReviewReadyKit", "YAML", "Mustache",
        "Diagnostics", "ProjectImport", "CodeScan", "FileSupport", "Wording",
      ]
    ),
    .executableTarget(name: "reviewready", dependencies: ["ReviewReadyCommands"]),
    // Benchmarks (Documentation/Development.md): swift run -c release reviewready-benchmark
    .target(name: "SyntheticPortfolio", path: "Benchmarks/SyntheticPortfolio"),
    .executableTarget(
      name: "reviewready-benchmark",
      dependencies: [
        "SyntheticPortfolio", "CYAML", "Diagnostics", "AppModel", "Audit", "Reports",
        "ReviewReadyKit", "CodeScan", "FileSupport", "Parallelism",
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
        "ProjectImport", "Audit", "Catalog", "FileSupport", "AppModel", "Diagnostics",
        "TestSupport", "XcodeProject", "ProjectFiles", "CodeScan",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AuditTests",
      dependencies: [
        "Audit", "RulePacks", "RuleBinding", "Catalog", "Wording", "FileSupport",
        "ReviewReadyKit", "AppModel", "Reports", "RuleLanguage", "Diagnostics", "TestSupport",
        "BoundedRegex", "CodeScan", "BinaryCoding",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "reviewready", "ReviewReadyCommands", "ReviewReadyKit", "ArgumentParsing", "AppModel",
        "YAML", "Diagnostics", "TestSupport", "ProjectFiles", "SyntheticPortfolio",
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
        "reviewready", "SyntheticPortfolio", "AppModel", "Audit", "Catalog", "RulePacks",
        "FileSupport", "Reports", "ReviewReadyKit", "YAML", "Mustache", "RuleLanguage",
        "TestSupport", "Diagnostics", "ProjectFiles",
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
      dependencies: [
        "FuzzDriver", "Audit", "AppModel", "RuleLanguage", "RuleBinding", "ReviewReadyKit",
      ],
      path: "Fuzz/FuzzExpression", exclude: ["FuzzExpression.dict"]),
    .executableTarget(
      name: "FuzzMustache", dependencies: ["FuzzDriver", "Mustache"], path: "Fuzz/FuzzMustache"),
    .executableTarget(
      name: "FuzzProjectFiles", dependencies: ["FuzzDriver", "Diagnostics", "ProjectFiles"],
      path: "Fuzz/FuzzProjectFiles"),
    .executableTarget(
      name: "FuzzCodeScan", dependencies: ["FuzzDriver", "CodeScan", "Catalog", "FileSupport"],
      path: "Fuzz/FuzzCodeScan"),
    .executableTarget(
      name: "FuzzReports",
      dependencies: [
        "FuzzDriver", "AppModel", "Audit", "Reports", "ReviewReadyKit", "YAML", "FileSupport",
      ],
      path: "Fuzz/FuzzReports"),
    .executableTarget(
      name: "FuzzMerge", dependencies: ["FuzzDriver", "Diagnostics", "Reports"],
      path: "Fuzz/FuzzMerge"),
    .executableTarget(
      name: "FuzzNotes",
      dependencies: [
        "FuzzDriver", "AppModel", "Audit", "Diagnostics", "FileSupport", "Reports",
        "ReviewReadyKit",
      ],
      path: "Fuzz/FuzzNotes"),
  ]
}
