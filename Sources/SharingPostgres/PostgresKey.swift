#if SharingPostgres
  import ComposableArchitecture
  import Foundation

  extension SharedReaderKey {
    /// A key to a value kept in PostgreSQL, as JSON, and shared with every process that uses the
    /// same database: a change made by one is seen by all.
    ///
    /// ```swift
    /// @Shared(.postgres("settings")) var settings = Settings()
    /// ```
    ///
    /// The value is one row: when two processes change it at once, the last write wins. An
    /// identified array is kept per element instead (see the `postgres(_:)` of `IdentifiedArray`s).
    ///
    /// The database is the `defaultPostgresDatabase` dependency.
    ///
    /// - Parameter key: The value's name in the database.
    /// - Returns: A key to the value.
    @_disfavoredOverload
    public static func postgres<Value: Codable & Sendable>(_ key: String) -> Self
    where Self == PostgresKey<Value> {
      PostgresKey(key: key, codec: .whole())
    }

    /// A key to an identified array kept in PostgreSQL, one row per element, and shared with
    /// every process that uses the same database.
    ///
    /// ```swift
    /// @Shared(.postgres("todos")) var todos: IdentifiedArrayOf<Todo> = []
    /// ```
    ///
    /// Each element is a row, by its id (as JSON text), with its position: two processes that
    /// change different elements at once both keep their changes, and an element removed by one
    /// process is deleted without deleting elements it never saw. When two processes change the
    /// same element at once, the last write wins, and every process ends up with it.
    ///
    /// The database is the `defaultPostgresDatabase` dependency.
    ///
    /// - Parameter key: The array's name in the database.
    /// - Returns: A key to the array.
    public static func postgres<ID, Element>(_ key: String) -> Self
    where
      Self == PostgresKey<IdentifiedArray<ID, Element>>,
      ID: Codable & Hashable & Sendable,
      Element: Codable & Identifiable & Sendable,
      Element.ID == ID
    {
      PostgresKey(key: key, codec: .elements())
    }
  }

  /// A key to a value kept in PostgreSQL: see `SharedReaderKey.postgres(_:)`.
  public struct PostgresKey<Value: Sendable>: SharedKey {
    let key: String
    let database: PostgresSharedDatabase
    let replica: PostgresReplica<Value>

    init(key: String, codec: RowCodec<Value>) {
      @Dependency(\.defaultPostgresDatabase) var database
      if database === PostgresSharedDatabase.unconfigured {
        reportIssue(PostgresSharedDatabaseError.notConfigured.description)
      }
      self.key = key
      self.database = database
      self.replica = database.replica(forKey: key, codec: codec)
    }

    /// Whether the value is kept one row per element.
    public var isPerElement: Bool {
      self.replica.codec.isCollection
    }

    /// Identifies the value: its name, in its database object.
    public struct ID: Hashable, Sendable {
      let key: String
      let database: ObjectIdentifier
    }

    public var id: ID {
      ID(key: self.key, database: ObjectIdentifier(self.database))
    }

    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
      self.replica.load(initialValue: context.initialValue, continuation: continuation)
    }

    public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
      -> SharedSubscription
    {
      self.replica.subscribe(initialValue: context.initialValue, subscriber: subscriber)
    }

    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
      self.replica.save(value, continuation: continuation)
    }
  }

  extension PostgresKey: CustomStringConvertible {
    public var description: String {
      ".postgres(\(String(reflecting: self.key)))"
    }
  }

  private enum DefaultPostgresDatabaseKey: DependencyKey {
    static var liveValue: PostgresSharedDatabase { .unconfigured }
    static var testValue: PostgresSharedDatabase { .unconfigured }
  }

  extension DependencyValues {
    /// The database of `@Shared(.postgres(…))` keys.
    ///
    /// Set it when the program starts:
    ///
    /// ```swift
    /// let database = try PostgresSharedDatabase(url: "postgres://tca@127.0.0.1:5432/todos")
    /// Task { await database.run() }
    /// prepareDependencies { $0.defaultPostgresDatabase = database }
    /// ```
    ///
    /// Unset, a key made from it reports an issue, and its value is kept in memory only.
    public var defaultPostgresDatabase: PostgresSharedDatabase {
      get { self[DefaultPostgresDatabaseKey.self] }
      set { self[DefaultPostgresDatabaseKey.self] = newValue }
    }
  }
#endif
