import ArgumentParser
import ComposableArchitecture
import Foundation
import InventoryFeature
import RemotePageCommand
import SharingPostgres

/// The `inventory-web` program: serves the inventory's SwiftUI views to a browser.
@main
struct InventoryWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inventory-web",
    abstract: "Serves an inventory, a navigation app written as SwiftUI views, as a web page.",
    discussion: """
      Each page gets a store of its own; the items are shared by every page of the server. \
      Open the printed address in a browser on this machine (port 8082 unless --port says \
      otherwise). With --database-url, the items are kept in PostgreSQL and shared with every \
      server that uses the same database (Examples/Web/postgres/start.sh starts one).
      """
  )

  @OptionGroup var server: RemotePageServerArguments

  @Option(
    name: .customLong("database-url"),
    help: ArgumentHelp(
      "Keep the items in this PostgreSQL database, shared with other servers using it.",
      valueName: "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE&sslrootcert=FILE]"
    )
  )
  var databaseURL: String?

  @Option(
    name: .customLong("catalog-size"),
    help: ArgumentHelp(
      "How many items the catalog loads (4 unless given; past 4, made-up ones): try a long list.",
      valueName: "COUNT"
    )
  )
  var catalogSize: Int?

  func validate() throws {
    if let catalogSize, !(0...100_000).contains(catalogSize) {
      throw ValidationError("--catalog-size is a number of items from 0 to 100,000, not \(catalogSize).")
    }
    guard let databaseURL else { return }
    do {
      _ = try PostgresSharedDatabase.Configuration(url: databaseURL)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() async throws {
    guard let databaseURL else {
      let items = Shared(wrappedValue: IdentifiedArrayOf<Item>(), .inMemory("inventory"))
      try await self.serve(items: items)
      return
    }
    let database = try PostgresSharedDatabase(url: databaseURL)
    let connections = Task { await database.run() }
    defer { connections.cancel() }
    do {
      try await database.checkConnection()
    } catch {
      let url = database.configuration?.redactedURL ?? databaseURL
      FileHandle.standardError.write(
        Data("inventory-web: can't use the database at \(url): \(error)\n".utf8)
      )
      throw ExitCode.failure
    }
    let items = withDependencies {
      $0.defaultPostgresDatabase = database
    } operation: {
      Shared(wrappedValue: IdentifiedArrayOf<Item>(), .postgres("inventory"))
    }
    try await self.serve(items: items, actionLedger: database)
  }

  private func serve(
    items: Shared<IdentifiedArrayOf<Item>>,
    actionLedger: (any RemoteActionLedger)? = nil
  ) async throws {
    let catalogSize = self.catalogSize
    try await self.server.run(
      name: "inventory-web",
      title: "Inventory",
      defaultPort: 8082,
      actionLedger: actionLedger
    ) {
      InventoryView(
        store: Store(initialState: Inventory.State(items: items)) {
          Inventory()
            .dependency(\.inventoryClient, catalogSize.map { .live(count: $0) } ?? .liveValue)
        }
      )
    }
  }
}
