import Foundation
import IssueReporting

/// A type that loads a value from an external source, and subscribes to its changes, for
/// ``SharedReader`` and ``Shared``.
///
/// Conform to it to read state from a place the library has no key for (a server, a sensor, a
/// database), then use it as the library's keys are used:
///
/// ```swift
/// @SharedReader(.temperature) var temperature = 20.0
/// ```
///
/// The library's keys are ``InMemoryKey``, ``AppStorageKey`` and ``FileStorageKey``. A key that
/// can also write its value back conforms to ``SharedKey``.
///
/// Two shared references made from keys with the same ``id`` share one value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key loads.
  associatedtype Value: Sendable
  /// What identifies the storage this key reads: keys with equal ids share one value.
  associatedtype ID: Hashable = Self

  /// What identifies the storage this key reads.
  var id: ID { get }

  /// Loads the value, calling one of the continuation's methods exactly once when done: with the
  /// value, with an error, or with ``LoadContinuation/resumeReturningInitialValue()`` when the
  /// storage holds nothing and the shared reference keeps its default.
  ///
  /// - Parameters:
  ///   - context: Why the value is loaded: the shared reference is created with a default, or
  ///     ``Shared/load()`` asked for it.
  ///   - continuation: What to call with the outcome.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts following the storage's changes, giving each new value to the subscriber, until the
  /// returned subscription is cancelled.
  ///
  /// - Parameters:
  ///   - context: The context the shared reference was created in.
  ///   - subscriber: What to call with each change.
  /// - Returns: A subscription that stops following the storage when cancelled or released.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own id.
  public var id: ID { self }
}

/// A type that loads a value from an external source and saves it back, for ``Shared``.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a value, calling one of the continuation's methods exactly once when done.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Why it is saved: it changed, or ``Shared/save()`` asked for it (save it now,
  ///     without the throttling a key may apply to changes).
  ///   - continuation: What to call with the outcome.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a ``SharedReaderKey`` loads its value.
public enum LoadContext<Value> {
  /// The shared reference is being created, with this value as its default.
  case initialValue(Value)
  /// ``Shared/load()`` or ``SharedReader/load()`` was called.
  case userInitiated

  /// The default the shared reference was created with, if that is why the value loads.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}

/// Why a ``SharedKey`` saves its value.
public enum SaveContext: Hashable, Sendable {
  /// The shared value changed.
  case didSet
  /// ``Shared/save()`` was called: save now.
  case userInitiated
}

/// Makes sure a continuation's callback runs once, and reports one that never runs.
final class ResumeOnce<Output>: @unchecked Sendable {
  private let lock = NSLock()
  private var callback: (@Sendable (Output) -> Void)?
  private let description: String

  init(_ description: String, _ callback: @escaping @Sendable (Output) -> Void) {
    self.description = description
    self.callback = callback
  }

  func resume(_ output: Output) {
    let callback = self.lock.withLock {
      defer { self.callback = nil }
      return self.callback
    }
    callback?(output)
  }

  deinit {
    guard self.callback != nil else { return }
    reportIssue(
      """
      \(self.description) was released without being resumed.

      To fix this, call one of its "resume" methods exactly once when the work is done.
      """
    )
  }
}

/// What a ``SharedReaderKey`` calls when it has loaded its value.
public struct LoadContinuation<Value>: Sendable {
  let once: ResumeOnce<Result<Value?, any Error>>

  init(_ description: String, _ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void)
  {
    self.once = ResumeOnce("A 'LoadContinuation' for \(description)", callback)
  }

  /// Resumes with a loaded value.
  ///
  /// - Parameter value: The value the storage held.
  public func resume(returning value: Value) {
    self.resume(with: .success(value))
  }

  /// Resumes with an error: the shared reference keeps its value and exposes the error as its
  /// `loadError`.
  ///
  /// - Parameter error: Why loading failed.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Resumes with the default the shared reference was created with: the storage held nothing.
  public func resumeReturningInitialValue() {
    self.resume(with: .success(nil))
  }

  /// Resumes with an outcome: a value, `nil` for the default, or an error.
  ///
  /// - Parameter result: The outcome of loading.
  public func resume(with result: Result<Value?, any Error>) {
    self.once.resume(result)
  }
}

/// What a ``SharedKey`` calls when it has saved a value.
public struct SaveContinuation: Sendable {
  let once: ResumeOnce<Result<Void, any Error>>

  init(_ description: String, _ callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.once = ResumeOnce("A 'SaveContinuation' for \(description)", callback)
  }

  /// Resumes after a successful save.
  public func resume() {
    self.resume(with: .success(()))
  }

  /// Resumes with an error: the shared reference exposes it as its `saveError`.
  ///
  /// - Parameter error: Why saving failed.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Resumes with an outcome.
  ///
  /// - Parameter result: The outcome of saving.
  public func resume(with result: Result<Void, any Error>) {
    self.once.resume(result)
  }
}

/// What a ``SharedReaderKey``'s subscription calls with the storage's changes.
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: @Sendable (Bool) -> Void

  init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Gives the shared reference a new value.
  ///
  /// - Parameter value: The storage's new value.
  public func yield(_ value: Value) {
    self.yield(with: .success(value))
  }

  /// Gives the shared reference its default again: the storage no longer holds a value.
  public func yieldReturningInitialValue() {
    self.yield(with: .success(nil))
  }

  /// Reports an error: the shared reference keeps its value and exposes it as its `loadError`.
  ///
  /// - Parameter error: What went wrong.
  public func yield(throwing error: any Error) {
    self.yield(with: .failure(error))
  }

  /// Gives the shared reference an outcome: a value, `nil` for the default, or an error.
  ///
  /// - Parameter result: The outcome.
  public func yield(with result: Result<Value?, any Error>) {
    self.callback(result)
  }

  /// Tells the shared reference whether the storage is loading a new value.
  ///
  /// - Parameter isLoading: Whether a value is on its way.
  public func yieldLoading(_ isLoading: Bool = true) {
    self.onLoading(isLoading)
  }
}

/// A subscription to an external storage's changes, cancelled when ``cancel()`` is called or
/// when the last copy of it is released.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription.
  ///
  /// - Parameter cancel: What stops following the storage. Runs once.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Stops following the storage.
  public func cancel() {
    self.box.cancel()
  }

  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = onCancel
    }

    func cancel() {
      let onCancel = self.lock.withLock {
        defer { self.onCancel = nil }
        return self.onCancel
      }
      onCancel?()
    }

    deinit {
      self.cancel()
    }
  }
}
