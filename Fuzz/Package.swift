// swift-tools-version: 6.1

import PackageDescription

// A libFuzzer target over the path a web page's WebSocket text message takes in the library:
// decoding, the feature's allow-list, and the store. Its own package, like Benchmarks/, so that
// the library's build knows nothing of it. Build and run it with run.sh: a release build whose
// Swift code is instrumented for libFuzzer (`-Xfrontend -sanitize=fuzzer`), linked with
// libFuzzer's runtime without its `main` (run.sh says why).

// Our sources build without warnings.
let noWarnings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

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
      swiftSettings: noWarnings
    ),
    // The declaration of libFuzzer's driver, `LLVMFuzzerRunDriver`, for Swift.
    .target(name: "LibFuzzerDriver"),
    // The fuzzer: runs libFuzzer's driver over the session's handling of a page's messages.
    .executableTarget(
      name: "RemoteMessageFuzzer",
      dependencies: ["FuzzedTodos", "LibFuzzerDriver"],
      swiftSettings: noWarnings
    ),
  ],
  swiftLanguageModes: [.v6]
)
