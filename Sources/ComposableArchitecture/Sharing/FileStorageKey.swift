import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a value kept in a file, as JSON.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
  /// var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// The file is read when the first `@Shared` of it is made, and read again whenever another
  /// process changes it (on Linux through `inotify`). Changes are written at once, then at most
  /// once a second while they keep coming; the last one is always written, at the latest when
  /// the process exits normally. ``Shared/save()`` writes at once.
  ///
  /// In tests the files are kept in memory, a new set for each test (see the
  /// `defaultFileStorage` dependency).
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decoder: How the file is decoded; `nil` for a `JSONDecoder()`.
  ///   - encoder: How the value is encoded; `nil` for a `JSONEncoder()` that, in debug builds,
  ///     writes indented JSON with sorted keys, easier to read and to compare.
  /// - Returns: A key to the value.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder ?? JSONDecoder())
    let encoder = UncheckedSendable(encoder ?? defaultFileStorageEncoder())
    return FileStorageKey(
      url: url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key to a value kept in a file, in a format of your choosing.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decode: Makes a value of the file's contents.
  ///   - encode: Makes the file's contents of a value.
  /// - Returns: A key to the value.
  public static func fileStorage<Value: Sendable>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// The encoder of file storage keys given none: readable JSON in debug builds.
private func defaultFileStorageEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  #if DEBUG
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  #endif
  return encoder
}

/// A key to a value kept in a file: see ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let storage: FileStorage
  let url: URL
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.storage = storage
    self.url = url.standardizedFileURL
    self.decode = decode
    self.encode = encode
  }

  /// Identifies the value: its file, in its storage.
  public struct ID: Hashable, Sendable {
    let url: URL
    let storage: ObjectIdentifier
  }

  public var id: ID {
    ID(url: self.url, storage: ObjectIdentifier(self.storage.core))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: self.read())
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    let storage = self.storage
    let url = self.url
    // One change to a file can come as several events (an atomic write is a create and a
    // rename): contents this subscription delivered are not delivered again, unless this process
    // has written the file since.
    let delivered = LockIsolated<(contents: Data?, ourLastWrite: Data?)?>(nil)
    return storage.core.watch(url) {
      // While a change of ours waits to be written, it is the newer value: the file will get it.
      guard !storage.core.writer.hasPendingWrite(to: url) else { return }
      let contents = Result { try storage.core.read(url) }
      if case let .success(data) = contents {
        // What this process wrote itself comes back as an event too: it is the value already.
        if storage.core.writer.wroteLast(data, to: url) { return }
        let ourLastWrite = storage.core.writer.lastWritten(to: url)
        let isNew = delivered.withValue { delivered in
          defer { delivered = (data, ourLastWrite) }
          guard let delivered else { return true }
          return delivered.contents != data || delivered.ourLastWrite != ourLastWrite
        }
        guard isNew else { return }
      } else {
        delivered.setValue(nil)
      }
      subscriber.yield(with: contents.flatMap(self.decoded))
    }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try self.encode(value)
    } catch {
      continuation.resume(throwing: error)
      return
    }
    self.storage.core.writer.write(
      data,
      to: self.url,
      immediately: context == .userInitiated,
      continuation: continuation
    )
  }

  /// The file's value: `nil` when there is no file (or it is empty), an error when it can't be
  /// read or decoded.
  private func read() -> Result<Value?, any Error> {
    Result { try self.storage.core.read(self.url) }.flatMap(self.decoded)
  }

  /// The value of a file's contents: `nil` for no file or an empty one.
  private func decoded(_ data: Data?) -> Result<Value?, any Error> {
    Result {
      guard let data, !data.isEmpty else { return nil }
      return try self.decode(data)
    }
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String {
    ".fileStorage(\(String(reflecting: self.url.path)))"
  }
}

/// Where ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keeps its files: the file system,
/// or memory (for tests and previews). See the `defaultFileStorage` dependency.
public struct FileStorage: Sendable {
  let core: Core

  /// The file system: files are written atomically, changes by other processes are followed
  /// (on Linux through `inotify`), and changes are written at most once a second.
  public static let fileSystem = FileStorage(
    core: Core(
      read: { url in
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      write: { data, url in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(),
          withIntermediateDirectories: true
        )
        try data.write(to: url, options: .atomic)
      },
      watch: { url, handler in FileWatcher.shared.watch(url, handler) },
      throttle: 1
    )
  )

  /// A new, empty file system in memory: writes happen at once, and are seen by every key of it.
  public static var inMemory: FileStorage {
    Self.inMemory(fileSystem: LockIsolated([:]))
  }

  /// A file system in memory, over files you can read and change: a change you make is not seen
  /// by keys until they load again.
  ///
  /// - Parameter fileSystem: The files, by URL.
  /// - Returns: A file storage.
  public static func inMemory(fileSystem: LockIsolated<[URL: Data]>) -> FileStorage {
    FileStorage(
      core: Core(
        read: { url in fileSystem.withValue { $0[url] } },
        write: { data, url in fileSystem.withValue { $0[url] = data } },
        // Every `@Shared` of a file shares one reference while any is alive: there is no other
        // writer to follow.
        watch: { _, _ in SharedSubscription {} },
        throttle: nil
      )
    )
  }

  /// The storage's operations, and the state of its writes.
  final class Core: Sendable {
    let read: @Sendable (URL) throws -> Data?
    let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
    let writer: FileWriter

    init(
      read: @escaping @Sendable (URL) throws -> Data?,
      write: @escaping @Sendable (Data, URL) throws -> Void,
      watch: @escaping @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription,
      throttle: TimeInterval?
    ) {
      self.read = read
      self.watch = watch
      self.writer = FileWriter(write: write, throttle: throttle)
    }
  }
}

/// Writes files for a ``FileStorage``: the first change at once, then at most one write per
/// throttle interval per file, always ending with the latest value.
///
/// Which data is written when is decided under `lock`; the writing itself, and the
/// continuations, happen outside it, in the order the writes were decided (`ioLock`): a write
/// decided earlier never lands after a later one.
final class FileWriter: @unchecked Sendable {
  private struct FileState {
    var lastWrite: Date?
    var lastWritten: Data?
    var pending: Data?
    var pendingContinuations: [SaveContinuation] = []
    var isScheduled = false
    /// The number of the last write decided, and of the last one made.
    var decided = 0
    var performed = 0
    /// Writes decided and not yet made.
    var inFlight = 0
  }

  /// A write decided under `lock`, to make outside it.
  private struct Write {
    let data: Data
    let url: URL
    let number: Int
    let continuations: [SaveContinuation]
  }

  private let lock = NSLock()
  private let ioLock = NSLock()
  private let writeFile: @Sendable (Data, URL) throws -> Void
  private let throttle: TimeInterval?
  private var files: [URL: FileState] = [:]

  init(write: @escaping @Sendable (Data, URL) throws -> Void, throttle: TimeInterval?) {
    self.writeFile = write
    self.throttle = throttle
  }

  /// Whether `data` is what this writer wrote last to the file.
  func wroteLast(_ data: Data?, to url: URL) -> Bool {
    self.lock.withLock { data != nil && self.files[url]?.lastWritten == data }
  }

  /// What this process last wrote to the file, if anything.
  func lastWritten(to url: URL) -> Data? {
    self.lock.withLock { self.files[url]?.lastWritten }
  }

  /// Whether a change waits to be written to the file, or is being written.
  func hasPendingWrite(to url: URL) -> Bool {
    self.lock.withLock {
      guard let state = self.files[url] else { return false }
      return state.pending != nil || state.inFlight > 0
    }
  }

  func write(_ data: Data, to url: URL, immediately: Bool, continuation: SaveContinuation) {
    let write: Write? = self.lock.withLock {
      var state = self.files[url, default: FileState()]
      defer { self.files[url] = state }
      let now = Date()
      guard
        !immediately,
        let throttle = self.throttle,
        let lastWrite = state.lastWrite,
        now.timeIntervalSince(lastWrite) < throttle
      else {
        // Nothing written lately: write now; a pending write is replaced by this newer one.
        let continuations = state.pendingContinuations + [continuation]
        state.pending = nil
        state.pendingContinuations = []
        return Self.decide(data, to: url, state: &state, at: now, continuations: continuations)
      }
      state.pending = data
      state.pendingContinuations.append(continuation)
      guard !state.isScheduled else { return nil }
      state.isScheduled = true
      FileWriter.flushOnExit(self)
      let delay = throttle - now.timeIntervalSince(lastWrite)
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
        self?.flush(url)
      }
      return nil
    }
    if let write {
      self.perform(write)
    }
  }

  /// Writes a file's pending change, if any.
  func flush(_ url: URL) {
    let write: Write? = self.lock.withLock {
      guard var state = self.files[url] else { return nil }
      defer { self.files[url] = state }
      state.isScheduled = false
      guard let data = state.pending else { return nil }
      let continuations = state.pendingContinuations
      state.pending = nil
      state.pendingContinuations = []
      return Self.decide(data, to: url, state: &state, at: Date(), continuations: continuations)
    }
    if let write {
      self.perform(write)
    }
  }

  /// Writes every pending change.
  func flushAll() {
    let urls = self.lock.withLock { Array(self.files.keys) }
    for url in urls {
      self.flush(url)
    }
  }

  private static func decide(
    _ data: Data,
    to url: URL,
    state: inout FileState,
    at date: Date,
    continuations: [SaveContinuation]
  ) -> Write {
    state.lastWrite = date
    state.lastWritten = data
    state.decided += 1
    state.inFlight += 1
    return Write(data: data, url: url, number: state.decided, continuations: continuations)
  }

  private func perform(_ write: Write) {
    let result: Result<Void, any Error> = self.ioLock.withLock {
      let isSuperseded = self.lock.withLock {
        guard let state = self.files[write.url], state.performed < write.number else {
          return true
        }
        self.files[write.url]?.performed = write.number
        return false
      }
      defer { self.lock.withLock { self.files[write.url]?.inFlight -= 1 } }
      // A later write already landed: this one's data is older.
      guard !isSuperseded else { return .success(()) }
      return Result { try self.writeFile(write.data, write.url) }
    }
    for continuation in write.continuations {
      continuation.resume(with: result)
    }
  }

  // MARK: Writing what is pending when the process exits

  private static let writersToFlush = LockIsolated<[ObjectIdentifier: WeakWriter]>([:])
  private static let registersExitHandler: Void = {
    atexit {
      FileWriter.flushAllOnExit()
    }
  }()

  private struct WeakWriter {
    weak var writer: FileWriter?
  }

  private static func flushOnExit(_ writer: FileWriter) {
    _ = Self.registersExitHandler
    Self.writersToFlush.withValue {
      $0[ObjectIdentifier(writer)] = WeakWriter(writer: writer)
    }
  }

  private static func flushAllOnExit() {
    let writers = Self.writersToFlush.withValue { $0.values.compactMap(\.writer) }
    writers.forEach { $0.flushAll() }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// Where ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keys keep their files: the file
  /// system in the app, a new in-memory file system in each test.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
