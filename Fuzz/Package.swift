// swift-tools-version: 6.1

import PackageDescription

// A libFuzzer target over the path a web page's WebSocket text message takes in the library:
// decoding, the feature's allow-list, and the store. Its own package, like Benchmarks/, so that
// the library's build knows nothing of it. Build and run it with run.sh: the library's modules
// (TCA_FUZZ_RUN, the root package's manifest) and this package's are instrumented for libFuzzer
// (`-Xfrontend -sanitize=fuzzer`), and the fuzzer is linked with libFuzzer's runtime without its
// `main` (FUZZ_RUNTIME, the path run.sh finds in the toolchain; run.sh says why).

// Our sources build without warnings, instrumented.
let fuzzed: [SwiftSetting] = [
  .unsafeFlags(["-warnings-as-errors", "-Xfrontend", "-sanitize=fuzzer"])
]
// libFuzzer's runtime, and what it needs, for the fuzzer alone (not for the macro plugins the
// library builds with, which have a `main` of their own).
let fuzzerRuntime: [LinkerSetting] =
  Context.environment["FUZZ_RUNTIME"].map { [.unsafeFlags([$0, "-lstdc++", "-lm"])] } ?? []

let package = Package(
  name: "Fuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so that the path works whatever the clone's folder is called.
    .package(name: "swift-composable-architecture", path: "..")
  ],
  targets: [
    // The feature fuzzed: a todo list with rows, nested rows, and the feature's remote
    // allow-list; and the session a page connection would make of it.
    .target(
      name: "FuzzedTodos",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: fuzzed
    ),
    // The declaration of libFuzzer's driver, `LLVMFuzzerRunDriver`, for Swift.
    .target(name: "LibFuzzerDriver"),
    // The fuzzer: runs libFuzzer's driver over the session's handling of a page's messages.
    .executableTarget(
      name: "RemoteMessageFuzzer",
      dependencies: ["FuzzedTodos", "LibFuzzerDriver"],
      swiftSettings: fuzzed,
      linkerSettings: fuzzerRuntime
    ),
  ],
  swiftLanguageModes: [.v6]
)
