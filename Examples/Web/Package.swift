// swift-tools-version: 6.1

import PackageDescription

// Features in web pages: a generic SwiftNIO server (RemotePageServer) whose WebSocket
// connections each own a session of a store, and two examples on it, Settings and a todo list.
// A package of its own, like Benchmarks/, so that the library's build stays free of the server's
// dependencies.
let package = Package(
  name: "Web",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "settings-web", targets: ["SettingsWebServer"]),
    .executable(name: "todos-web", targets: ["TodosWebServer"]),
    // The load benchmark's client: opens many pages of a server on loopback (load/run.sh).
    .executable(name: "remote-load", targets: ["RemoteLoad"]),
  ],
  dependencies: [
    // Named, so that the path works whatever the clone's folder is called.
    .package(name: "swift-composable-architecture", path: "../.."),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
  ],
  targets: [
    // The generic server: a page, the generic page script, and a WebSocket whose connections
    // each run a session of the library's remote bindings.
    // glibc's malloc tuning, which Swift's Glibc module doesn't declare.
    .target(name: "MallocControl"),
    .target(
      name: "RemotePageServer",
      dependencies: [
        "MallocControl",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]
    ),
    // The command-line options and start-up of a program that serves a page.
    .target(
      name: "RemotePageCommand",
      dependencies: [
        "RemotePageServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The Settings feature of the terminal example: Examples/SettingsFeature, through a symbolic
    // link, since the root package vends only the library. Named apart from the root package's
    // target: SwiftPM wants target names unique across the package graph, even unused ones.
    .target(
      name: "WebSettingsFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .target(
      name: "SettingsWeb",
      dependencies: [
        "RemotePageServer",
        "WebSettingsFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ],
      resources: [
        .embedInCode("Page/index.html"),
        .embedInCode("Page/settings.css"),
      ]
    ),
    .executableTarget(
      name: "SettingsWebServer",
      dependencies: [
        "RemotePageCommand",
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
    // A todo list, served with no script of its own.
    .target(
      name: "TodosFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .target(
      name: "TodosWeb",
      dependencies: [
        "RemotePageServer",
        "TodosFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ],
      resources: [
        .embedInCode("Page/index.html"),
        .embedInCode("Page/todos.css"),
      ]
    ),
    .executableTarget(
      name: "TodosWebServer",
      dependencies: [
        "RemotePageCommand",
        "TodosWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "RemotePageServerTests",
      dependencies: [
        "MallocControl",
        "RemotePageServer",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "SettingsWebTests",
      dependencies: [
        "SettingsWeb",
        "WebSettingsFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .testTarget(
      name: "TodosWebTests",
      dependencies: [
        "TodosFeature",
        "TodosWeb",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .testTarget(
      name: "TodosFeatureTests",
      dependencies: [
        "TodosFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
