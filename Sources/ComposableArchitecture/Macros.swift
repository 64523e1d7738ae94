import Observation

/// Helps implement the conformance to the ``Reducer`` protocol for a type.
///
/// Apply it to a struct that defines a `State` type, an `Action` enum and a `body` (or a
/// `reduce(into:action:)` method):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// The macro adds the ``Reducer`` conformance and makes the nested `Action` enum `@CasePathable`
/// and `@dynamicMemberLookup`, so that case key paths such as `\.child.someAction` can be used with
/// ``Scope``, ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)-7c1hw`` and the store's
/// `scope(state:action:)`. When `Action` conforms to ``BindableAction`` in its declaration, the
/// macro also gives it a fast `binding` accessor.
///
/// Applied to an enum of features, it makes a ``CaseReducer``: an enum of destinations whose
/// `State` and `Action` (and body, and `CaseScope` for `store.case`) it generates:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(ItemForm)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored
///   case placeholder
/// }
/// ```
///
/// A case holding a reducer is a feature; a case holding an `AlertState` or a
/// `ConfirmationDialogState` (or marked ``ReducerCaseEphemeral()``) is state with no reducer that
/// goes away after its action; other cases (or cases marked ``ReducerCaseIgnored()``) are kept in
/// `State` and have no actions. A struct that declares no `State`, `Action` or body gets empty
/// ones, as with TCA.
@attached(
  member,
  names: named(State),
  named(Action),
  named(body),
  named(_$body),
  named(CaseScope),
  named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, _$ReducerWithBody)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// An overload of ``Reducer()`` that also synthesizes protocol conformances on the `State` and
/// `Action` it generates for an enum of features.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Destination {
///   case addItem(ItemForm)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// Deprecated, as in TCA: declare the conformances in extensions instead, which works for any
/// protocol:
///
/// ```swift
/// extension Destination.State: Equatable {}
/// extension Destination.Action: Equatable {}
/// ```
///
/// Applied to a struct, which declares its own `State` and `Action`, the arguments are an error.
@attached(
  member,
  names: named(State),
  named(Action),
  named(body),
  named(_$body),
  named(CaseScope),
  named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, _$ReducerWithBody)
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A protocol conformance that ``Reducer(state:action:)`` synthesizes on the `State` or `Action`
/// it generates for an enum of features: `.equatable`, `.hashable`, `.sendable`, `.codable`,
/// `.decodable` or `.encodable`.
@_documentation(visibility: public)
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public struct _SynthesizedConformance: Sendable {}

@available(*, deprecated, message: "Define your conformance using an extension, instead")
extension _SynthesizedConformance {
  /// Conforms the generated `State` or `Action` to `Codable`.
  public static let codable = Self()
  /// Conforms the generated `State` or `Action` to `Decodable`.
  public static let decodable = Self()
  /// Conforms the generated `State` or `Action` to `Encodable`.
  public static let encodable = Self()
  /// Conforms the generated `State` or `Action` to `Equatable`.
  public static let equatable = Self()
  /// Conforms the generated `State` or `Action` to `Hashable`.
  public static let hashable = Self()
  /// Conforms the generated `State` or `Action` to `Sendable`.
  public static let sendable = Self()
}

/// Marks a case of a `@Reducer` enum as state with no reducer that is dismissed after its
/// action, like an alert.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer` enum as plain state: kept in `State`, with no actions.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Defines and implements conformance of the ``ObservableState`` protocol to a struct or an enum.
///
/// Each stored `var` of a struct becomes individually observable through the standard
/// `Observation` module: a reader of one field is notified only when that field changes, and
/// writing a value equal to the current one (or an observable child state that keeps its
/// identity) notifies nobody.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var displayName = ""
///   var isLoading = false
///   @ObservationStateIgnored var cache: [String: Int] = [:]
/// }
/// ```
@attached(
  extension,
  conformances: Observable,
  ObservableState,
  _ObservableStateFields,
  CustomDumpReflectable
)
@attached(
  member,
  names: named(_$id),
  named(_$observationRegistrar),
  named(_$willModify),
  named(_$ObservationKeys),
  named(_$fields),
  named(customDumpMirror)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks a stored property of an ``ObservableState()`` type. Applied by the macro; do not write
/// it yourself.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Declares the state of a feature presented by this one, in an ``ObservableState()`` struct.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// The property reads and writes as the optional child state, and is observed like any field;
/// `$destination` is its ``PresentationState``, which the presentation reducer works on:
/// `.ifLet(\.$destination, action: \.destination)`.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Excludes a stored property of an ``ObservableState()`` type from observation.
///
/// Reads of an ignored property are not tracked and writes to it notify nobody.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Gives a ``BindableAction`` enum a `binding` property that extracts its binding case with
/// pattern matching, instead of the slower reflection-based default. Applied by ``Reducer()``.
@attached(member, names: named(binding))
public macro _BindableActionBinding() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "BindableActionBindingMacro")

/// Gives a feature's `Action` enum a way to hand out the constructor and the pattern match of
/// the case that a case key path names, so that scoping reducers and stores, and bindings made
/// with `sending(\.someCase)`, embed and extract actions with a plain call and a `switch` rather
/// than through the key path. Applied by ``Reducer()``.
@attached(extension, conformances: _$CaseAccessible)
@attached(member, names: named(_$casePath))
public macro _CaseAccessors() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseAccessorsMacro")

/// Lets a view send its feature's view actions with a plain `send(_:)`.
///
/// Apply it to a type that holds the feature's store in a `store` property, naming the feature.
/// The feature's `Action` must conform to ``ViewAction``:
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView {
///   let store: StoreOf<Feature>
///
///   func saveButtonTapped() {
///     send(.saveButtonTapped)  // sends .view(.saveButtonTapped) to the store
///   }
/// }
/// ```
///
/// The macro conforms the type to ``ViewActionSending``, which provides `send(_:)`. A type without
/// a `store` property is an error, with a fix-it that declares one; a call to `store.send(_:)` in
/// the type is a warning, as it sidesteps the view actions.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
where R.Action: ViewAction
