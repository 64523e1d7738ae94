import CasePaths
import CustomDump

/// The state of a feature presented by its parent: an optional child state, with what the
/// presentation reducer needs to know about it.
///
/// Not used directly: declare a presented child with ``Presents()`` in an ``ObservableState()``
/// struct, and integrate it with
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-7jkb2``:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// // …
/// .ifLet(\.$destination, action: \.destination)
/// ```
///
/// The child state lives in a box shared by copies until one of them is written (copy on write),
/// so that a parent holding a large child, or a feature presenting itself, stays cheap to copy.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  fileprivate final class Storage {
    var state: State?

    init(state: State?) {
      self.state = state
    }
  }

  private var storage: Storage
  /// The identity of the child the presentation reducer presented last: when the child state no
  /// longer has it, the child was dismissed or replaced. Not part of equality.
  @usableFromInline
  var presentedID: _ChildEffectID?

  /// Wraps an optional child state.
  public init(wrappedValue: State?) {
    self.storage = Storage(state: wrappedValue)
  }

  /// The child state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { self.storage.state }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.state = newValue
      } else {
        self.storage = Storage(state: newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(state: self.storage.state)
      }
      yield &self.storage.state
    }
  }

  /// The presentation state itself, which `\.$destination` reaches in a reducer.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presentation state of one case of an enum child: `state.$destination.alert`.
  public subscript<Case>(
    dynamicMember keyPath: CaseKeyPath<State, Case>
  ) -> PresentationState<Case> where State: CasePathable {
    PresentationState<Case>(wrappedValue: self.wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// The presentation state of a property of the child.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> PresentationState<Member> {
    PresentationState<Member>(wrappedValue: self.wrappedValue?[keyPath: keyPath])
  }

  /// The associated value of a case of an enum child, to read it or modify it in place:
  /// `state.$destination[case: \.edit]?.title = "New"`.
  ///
  /// Modifying a case the child is not in is reported, and changes nothing; writing `nil`
  /// dismisses the child.
  public subscript<Case>(
    case path: CaseKeyPath<State, Case>
  ) -> Case? where State: CasePathable {
    get { self.wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let state = self.wrappedValue, state[case: path] != nil else {
        reportUnrelatedCase(self.wrappedValue)
        return
      }
      self.wrappedValue = newValue.map { path($0) }
    }
  }

  /// Whether this and `other` share their storage: copies not written since.
  func sharesStorage(with other: Self) -> Bool {
    self.storage === other.storage
  }
}

/// Reports a write through a case subscript to a case the value is not in, naming the case it is
/// in (`Can't modify unrelated case "detail"`), or to a value that is absent.
func reportUnrelatedCase<State>(_ state: State?) {
  let description = state.map { caseName(of: $0).debugDescription }
  reportIssue("Can't modify unrelated case\(description.map { " \($0)" } ?? "")")
}

/// The name of the case an enum value is in.
private func caseName<Value>(of value: Value) -> String {
  let mirror = Mirror(reflecting: value)
  if let label = mirror.children.first?.label {
    return label
  }
  return String(describing: value)
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

// A copy-on-write box, like an array's buffer: it is only ever written through
// `PresentationState.wrappedValue`, which first makes it unique to the value being written (a
// copy shared with another thread is never written). `PresentationStateTests` write copies from
// several threads at once under the thread sanitizer in CI.
extension PresentationState.Storage: @unchecked Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects as the optional child state, so that dumps and diffs show the child.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

extension PresentationState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue as Any
  }
}
