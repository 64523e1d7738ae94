// swift-tools-version: 6.1

import PackageDescription

// The Settings feature in a web page: a Hummingbird server whose WebSocket connections each own a
// store of the feature. A package of its own, like Benchmarks/, so that the library's build stays
// free of the server's dependencies.
let package = Package(
  name: "SettingsWeb",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "settings-web", targets: ["SettingsWebServer"]),
    // The load benchmark's client: opens many pages of a server on loopback (load/run.sh).
    .executable(name: "remote-load", targets: ["RemoteLoad"]),
  ],
  dependencies: [
    // Named, so that the path works whatever the clone's folder is called.
    .package(name: "swift-composable-architecture", path: "../.."),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // No traits: the server needs neither swift-configuration nor full Foundation.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird.git",
      from: "2.28.1",
      traits: []
    ),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    // Already dependencies of Hummingbird; named for the types the server uses directly.
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
  ],
  targets: [
    .target(
      name: "SettingsWeb",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "SettingsFeature", package: "swift-composable-architecture"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      resources: [
        .embedInCode("Page/index.html"),
        .embedInCode("Page/settings.js"),
        .embedInCode("Page/settings.css"),
      ]
    ),
    .executableTarget(
      name: "SettingsWebServer",
      dependencies: [
        "SettingsWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "RemoteLoad",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "SettingsWebTests",
      dependencies: [
        "SettingsWeb",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "SettingsFeature", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
