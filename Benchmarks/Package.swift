// swift-tools-version: 6.1

import PackageDescription

// Our sources build without warnings: `swift package benchmark` hides the compiler's output
// unless the build fails, so a warning must fail it.
let noWarnings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so that the path works whatever the clone's folder is called.
    .package(name: "swift-composable-architecture", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .target(
      name: "BenchmarkSettings",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: noWarnings
    ),
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkSettings"],
      swiftSettings: noWarnings
    ),
    .executableTarget(
      name: "BindingBenchmarks",
      dependencies: [
        "BenchmarkSettings",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/BindingBenchmarks",
      swiftSettings: noWarnings,
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
