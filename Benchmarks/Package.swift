// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so that the path works whatever the clone's folder is called.
    .package(name: "swift-composable-architecture", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .target(
      name: "BenchmarkSettings",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkSettings"]
    ),
    .executableTarget(
      name: "BindingBenchmarks",
      dependencies: [
        "BenchmarkSettings",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/BindingBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "package-benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
