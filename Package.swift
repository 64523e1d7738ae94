// swift-tools-version: 6.1

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-composable-architecture",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    // The library only. `swift run settings` runs the example, an executable target of this
    // package (SwiftPM makes a product of each executable target of the package it runs in).
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    // The page server (SwiftNIO) and its command-line options, with the trait of the same name;
    // the PostgreSQL shared key, with its trait. Without their traits these build as nothing, and
    // their dependencies are not even fetched: the library alone builds as fast as ever.
    .library(name: "RemotePageServer", targets: ["RemotePageServer", "RemotePageCommand"]),
    .library(name: "SharingPostgres", targets: ["SharingPostgres"]),
  ],
  traits: [
    .trait(
      name: "RemotePageServer",
      description: "The page server: web pages bound to stores, over SwiftNIO."
    ),
    .trait(
      name: "SharingPostgres",
      description: "A shared key kept in PostgreSQL (PostgresNIO), followed across processes."
    ),
  ],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.0.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // Only with the traits above.
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        // Combine's API where Combine doesn't exist: OpenCombine, through the module that is
        // Combine on Apple's platforms and OpenCombine elsewhere (as combine-schedulers does).
        .product(
          name: "OpenCombineShim",
          package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .wasi])
        ),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        // Not used here: built so that `import XCTestDynamicOverlay` (`XCTUnimplemented`, …)
        // works in apps, as it does on Apple's platforms, where TCA's graph builds it.
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ],
      resources: [
        .embedInCode("RemoteBindings/Resources/remote-bindings.js"),
        .embedInCode("RemoteBindings/Resources/remote-views.js"),
        .embedInCode("RemoteBindings/Resources/remote-views.css"),
      ]
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        // `@Reducer` writes out what `@CasePathable` adds to the enums it generates.
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // glibc's malloc tuning, which Swift's Glibc module doesn't declare (for the page server).
    .target(name: "MallocControl"),
    .target(
      name: "RemotePageServer",
      dependencies: [
        "ComposableArchitecture",
        "MallocControl",
        .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["RemotePageServer"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["RemotePageServer"])),
        .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["RemotePageServer"])),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["RemotePageServer"])),
        .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["RemotePageServer"])),
        .product(
          name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["RemotePageServer"])
        ),
      ]
    ),
    .target(
      name: "RemotePageCommand",
      dependencies: [
        "ComposableArchitecture",
        "RemotePageServer",
        .product(
          name: "ArgumentParser",
          package: "swift-argument-parser",
          condition: .when(traits: ["RemotePageServer"])
        ),
      ]
    ),
    .target(
      name: "SharingPostgres",
      dependencies: [
        "ComposableArchitecture",
        .product(
          name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["SharingPostgres"])
        ),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["SharingPostgres"])),
      ]
    ),
    .target(
      name: "SettingsFeature",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/SettingsFeature"
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/TerminalUI"
    ),
    .target(
      name: "SettingsApp",
      dependencies: ["ComposableArchitecture", "SettingsFeature", "TerminalUI"],
      path: "Examples/SettingsApp"
    ),
    .executableTarget(
      name: "settings",
      dependencies: ["SettingsApp"],
      path: "Examples/Settings"
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: ["ComposableArchitecture"]
    ),
    // A feature written before the observation era, and its tests, in Swift 5 mode as such apps
    // are: Combine publishers, a debounced search on `mainQueue`, `@Reducer(state: .equatable)`.
    .testTarget(
      name: "PreObservationTests",
      dependencies: [
        "ComposableArchitecture",
        .product(
          name: "OpenCombineShim",
          package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .wasi])
        ),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "SettingsAppTests",
      dependencies: ["SettingsApp", "SettingsFeature", "TerminalUI"]
    ),
    // The macros' tests compile the macros' sources themselves (Macros/ is a link to
    // Sources/ComposableArchitectureMacros, its plugin's entry point left out) instead of
    // depending on the macro target: a test target that depends on a macro target makes SwiftPM
    // build every test target, and all they depend on, for the host as well, so that each build
    // compiled the library, the SwiftUI module and their dependencies twice.
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      exclude: ["Macros/Plugin.swift"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// SwiftUI's API where Apple's SwiftUI doesn't exist: a module of that name, declared only when the
// manifest is evaluated off Apple's platforms (as skip-fuse-ui does for Android), so that an Apple
// build never sees it. `ComposableArchitecture` imports it as TCA imports SwiftUI, and a feature
// file with its view (`import SwiftUI`) compiles unchanged.
#if !canImport(Darwin)
  package.targets.append(
    .target(
      name: "SwiftUI",
      // Nothing but IssueReporting and ConcurrencyExtras (neither has code for SwiftUI), so
      // that this module is built early. swift-dependencies, swift-clocks and
      // swift-custom-dump have code for SwiftUI (`#if canImport(SwiftUI)`),
      // compiled against this module when it is there. Built after them (as it once was), it
      // was there for the next build, which recompiled swift-dependencies with it: its
      // `Dependency` got the `@Environment` property it has with SwiftUI, a layout that the
      // modules not recompiled then didn't know, and they crashed. Built early, it is there
      // before swift-dependencies, which waits for its macros (swift-syntax), so every build
      // compiles that the same. Its own macros (`#Preview`, `@Previewable`) are expanded by a
      // plugin that speaks the compiler's plugin protocol itself, without swift-syntax, and
      // builds in seconds.
      dependencies: [
        "SwiftUIMacros",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    )
  )
  package.targets.append(.macro(name: "SwiftUIMacros"))
  // What TCA's apps import from swift-navigation's module of that name, which TCA re-exports:
  // `bind(_:to:)`. (The rest of its API that TCA's users meet, `AlertState`, `TextState`,
  // `ButtonState` and their view modifiers, is in ComposableArchitecture.)
  package.targets.append(.target(name: "SwiftUINavigation", dependencies: ["SwiftUI"]))
  for target in package.targets where target.name == "ComposableArchitecture" {
    target.dependencies += ["SwiftUI", "SwiftUINavigation"]
  }
  for target in package.targets where target.name == "ComposableArchitectureTests" {
    target.dependencies.append("SwiftUINavigation")
  }
  package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
  package.products.append(.library(name: "SwiftUINavigation", targets: ["SwiftUINavigation"]))
#endif

// swift-dependencies gives every XCTest test fresh dependencies through a test observer that, on
// Linux, lives in a library of its own, loaded by name: link it, so that any test target that
// depends on ComposableArchitecture gets them without any set-up. (Swift Testing tests get them
// without it.)
#if os(Linux)
  for target in package.targets where target.name == "ComposableArchitecture" {
    target.dependencies.append(
      .product(name: "DependenciesTestObserver", package: "swift-dependencies")
    )
  }
#endif

// Adds compiler flags to this package's library modules alone: CI's sanitized and fuzzed builds
// instrument them, and share the dependencies the debug build compiled.
@MainActor func instrumentLibraryModules(_ flags: [String]) {
  let library: Set = ["ComposableArchitecture", "SwiftUI", "SwiftUINavigation"]
  for target in package.targets where library.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
  }
}

// The fuzzer's build (Fuzz/run.sh) instruments this package's library modules for libFuzzer's
// coverage (the frontend's `-sanitize=fuzzer`, which only adds the counters libFuzzer reads; the
// fuzzer's own package links its runtime). The dependencies are left as they are, so that the
// fuzzer can build in a folder whose dependencies are built already (CI's debug build's).
if Context.environment["TCA_FUZZ_RUN"] != nil {
  instrumentLibraryModules(["-Xfrontend", "-sanitize=fuzzer"])
}

// CI's run of the tests under the thread sanitizer (.ci/run) instruments this package's library
// modules, where the races it looks for would be, and links the tests with the sanitizer's
// runtime. It builds in the debug build's folder: the dependencies, built once and not
// instrumented, are shared, and only these modules and the tests are compiled again (4 minutes
// of two cores). Instrumenting everything (`swift test --sanitize=thread`, in a folder of its
// own) compiled every dependency a second time, and the tests' own code took two and a half
// times as long to compile (10 CPU minutes against 4): the step took 22 minutes of a 67-minute
// CI run. Locks and dispatch queues are seen whatever their callers were built with (the
// runtime intercepts them); a race in the tests' own code, or inside a dependency, is not.
//
// That run also leaves out the macros' tests and the terminal app with its tests. The macros'
// tests expand macros on one thread. The terminal app's tests drive it through a
// pseudo-terminal, in a process of its own whose reports the run doesn't read, or test its
// single-threaded drawing; the tools its feature's tests use (the test store, effects, bindings)
// run under the sanitizer in the library's own tests. Every other build has them.
if Context.environment["TCA_THREAD_SANITIZER_RUN"] != nil {
  let leftOut: Set = [
    "ComposableArchitectureMacrosTests", "SettingsAppTests", "settings", "SettingsApp",
    "TerminalUI", "SettingsFeature",
  ]
  package.targets.removeAll { leftOut.contains($0.name) }
  instrumentLibraryModules(["-sanitize=thread"])
  for target in package.targets where target.type == .test {
    target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=thread"])]
  }
}
