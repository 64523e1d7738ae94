import ConcurrencyExtras
import CustomDump
import Dependencies

/// The identifier of an element of a ``StackState``.
///
/// Each element a stack gains gets the next id from the `stackElementID` dependency, whatever the
/// stack: 0, 1, 2, … Ids are never reused, even after their elements are popped. In tests they
/// count from 0 for each test store, so a test can name an element by its integer literal:
///
/// ```swift
/// await store.send(\.path[id: 0].detail.saveButtonTapped)
/// await store.receive(\.path.popFrom, 0) {
///   $0.path.removeAll()
/// }
/// ```
public struct StackElementID: Hashable, Sendable {
  /// The element's place in the order ids were handed out.
  public var generation: Int

  /// An id of the given generation. For tests and custom stacks.
  public init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: CustomDebugStringConvertible {
  public var debugDescription: String {
    "#\(self.generation)"
  }
}

extension StackElementID: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    self.debugDescription
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// An id written as its generation, `0`: for tests, where ids count from 0 for each test
  /// store. Elsewhere ids depend on everything pushed before, and a literal one is reported.
  public init(integerLiteral value: Int) {
    @Dependency(\.context) var context
    if context != .test {
      reportIssue(
        """
        Specifying stack element IDs by integer literal is not allowed outside of tests.

        In tests, integer literal stack element IDs can be used as a shorthand to the \
        auto-incrementing generation of the current dependency context. This can be useful when \
        asserting against actions received by a specific element.
        """
      )
    }
    self.init(generation: value)
  }
}

extension DependencyValues {
  /// Hands out the ids of the elements stacks gain. See ``StackElementID``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}

/// Hands out stack element ids, one generation after the other.
public struct StackElementIDGenerator: DependencyKey, Sendable {
  /// The next id, handed out.
  public let next: @Sendable () -> StackElementID
  /// The id `next` will hand out, not handed out.
  public let peek: @Sendable () -> StackElementID

  /// The next id, handed out.
  public func callAsFunction() -> StackElementID {
    self.next()
  }

  /// A generator that hands out ids from the given generation on.
  public static func incrementing(from generation: Int = 0) -> Self {
    let counter = LockIsolated(generation)
    return Self(
      next: {
        counter.withValue { generation in
          defer { generation += 1 }
          return StackElementID(generation: generation)
        }
      },
      peek: { StackElementID(generation: counter.value) }
    )
  }

  public static var liveValue: Self { .incrementing() }
  public static var testValue: Self { .incrementing() }
}
