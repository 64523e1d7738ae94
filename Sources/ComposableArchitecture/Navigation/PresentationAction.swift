import CasePaths

/// The actions of a presented feature, as its parent sees them: the child's own actions, and its
/// dismissal.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// A view (or a binding to the child's store written `nil`) sends `.dismiss` to dismiss the
/// child; the child's actions arrive as `.presented(…)`. In case key paths the `presented` step
/// can be left out: `\.destination.alert` is the alert's actions, and `\.child.saveButtonTapped`
/// is `.child(.presented(.saveButtonTapped))`.
public enum PresentationAction<Action> {
  /// The child is being dismissed. The parent sees this action before the child state is set to
  /// `nil`.
  case dismiss

  /// An action of the presented child.
  indirect case presented(Action)
}

/// A convenience type alias for the presentation actions of a reducer's domain.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// The case paths of a presentation action: its two cases, and, through dynamic member lookup,
  /// the cases of the child's actions.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path to `.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The case path to `.presented`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the child's actions, through `.presented`: `\.child.saveButtonTapped`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      Self.presented(AnyCasePath(keyPath))
    }

    /// The presentation actions of one case of the child's actions, for an enum destination:
    /// `\.destination.alert` keeps `.dismiss` and narrows `.presented` to the alert's actions.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable {
      Self.narrowed(AnyCasePath(keyPath))
    }

    private static func presented<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      AnyCasePath(
        embed: { .presented(casePath.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return casePath.extract(from: action)
        }
      )
    }

    private static func narrowed<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> {
      AnyCasePath(
        embed: {
          switch $0 {
          case .dismiss:
            return .dismiss
          case let .presented(action):
            return .presented(casePath.embed(action))
          }
        },
        extract: {
          switch $0 {
          case .dismiss:
            return .dismiss
          case let .presented(action):
            return casePath.extract(from: action).map { .presented($0) }
          }
        }
      )
    }
  }
}
