// swift-tools-version: 6.1

import PackageDescription

// Features in web pages, on the library's page server (the RemotePageServer product, which the
// trait of the same name turns on): Settings and a todo list whose todos can be kept in
// PostgreSQL (the SharingPostgres product and trait). A package of its own, as a user's would be.
let package = Package(
  name: "Web",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "settings-web", targets: ["SettingsWebServer"]),
    // The same screen described by hand (RemoteFeature and HTML): the baseline settings-web is
    // measured against.
    .executable(name: "settings-bindings-web", targets: ["SettingsBindingsWebServer"]),
    .executable(name: "todos-web", targets: ["TodosWebServer"]),
    // A navigation app written as SwiftUI views.
    .executable(name: "inventory-web", targets: ["InventoryWebServer"]),
    // The load benchmark's client: opens many pages of a server on loopback (load/run.sh).
    .executable(name: "remote-load", targets: ["RemoteLoad"]),
  ],
  dependencies: [
    // Named, so that the path works whatever the clone's folder is called.
    .package(
      name: "swift-composable-architecture",
      path: "../..",
      traits: ["RemotePageServer", "SharingPostgres"]
    ),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    // For the tests of the PostgreSQL key: a connection of their own, to look at the database
    // and to drop the key's connections.
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
  ],
  targets: [
    // The Settings feature of the terminal example: Examples/SettingsFeature, through a symbolic
    // link, since the root package vends only the library. Named apart from the root package's
    // target: SwiftPM wants target names unique across the package graph, even unused ones.
    .target(
      name: "WebSettingsFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    // What both Settings pages need of the server beside the feature: the permission requests
    // the page answers.
    .target(name: "SettingsWebSupport"),
    // Settings as a SwiftUI view (SettingsFeature/SettingsView.swift), served by settings-web.
    .target(
      name: "SettingsWeb",
      dependencies: [
        "SettingsWebSupport",
        "WebSettingsFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .executableTarget(
      name: "SettingsWebServer",
      dependencies: [
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
        "SettingsWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Settings described by hand for remote bindings (RemoteFeature and an HTML page).
    .target(
      name: "SettingsBindingsWeb",
      dependencies: [
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
        "SettingsWebSupport",
        "WebSettingsFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ],
      resources: [
        .embedInCode("Page/index.html"),
        .embedInCode("Page/settings.css"),
      ]
    ),
    .executableTarget(
      name: "SettingsBindingsWebServer",
      dependencies: [
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
        "SettingsBindingsWeb",
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
    // An inventory: a list, a stack of item screens, sheets and alerts, as SwiftUI views.
    .target(
      name: "InventoryFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .executableTarget(
      name: "InventoryWebServer",
      dependencies: [
        "InventoryFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
        .product(name: "SharingPostgres", package: "swift-composable-architecture"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
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
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
        "TodosWeb",
        "TodosFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "SharingPostgres", package: "swift-composable-architecture"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "RemotePageServerTests",
      dependencies: [
        .product(name: "RemotePageServer", package: "swift-composable-architecture"),
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]
    ),
    // The PostgreSQL shared key against a real server: TCA_POSTGRES_URL names it (postgres/).
    .testTarget(
      name: "SharingPostgresTests",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "SharingPostgres", package: "swift-composable-architecture"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .testTarget(
      name: "SettingsBindingsWebTests",
      dependencies: [
        "SettingsBindingsWeb",
        "SettingsWebSupport",
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
