import MacroTesting
import Testing

// `@Reducer` on an enum of destinations: the `State`, `Action`, `CaseScope` and `body` it writes
// for features, alerts and dialogs.
@Suite(.reducerMacro)
struct ReducerMacroDestinationsTests {
  @Test func enumOfDestinations() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case addItem(ItemForm)
        case editItem(ItemForm = ItemForm(mode: .edit))
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case note(String)
        case loading
        case pair(Int, label: String)

        public enum Alert { case confirm }
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case addItem(ItemForm)
        case editItem(ItemForm = ItemForm(mode: .edit))
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case note(String)
        case loading
        case pair(Int, label: String)

        public enum Alert { case confirm 
      }

        @dynamicMemberLookup
        public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          public typealias StateReducer = Destination
          case addItem(ItemForm.State)
          case editItem(ItemForm.State)
          case alert(AlertState<Alert>)
          case toast(Toast)
          case note(String)
          case loading
          case pair(Int, label: String)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.addItem) {
                return \.addItem
              }
              if root.is(\.editItem) {
                return \.editItem
              }
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.toast) {
                return \.toast
              }
              if root.is(\.note) {
                return \.note
              }
              if root.is(\.loading) {
                return \.loading
              }
              if root.is(\.pair) {
                return \.pair
              }
              return \.never
            }
            public var addItem: CasePaths.AnyCasePath<State, ItemForm.State> {
              ._$embed(State.addItem) {
                guard case let .addItem(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var editItem: CasePaths.AnyCasePath<State, ItemForm.State> {
              ._$embed(State.editItem) {
                guard case let .editItem(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var alert: CasePaths.AnyCasePath<State, AlertState<Alert>> {
              ._$embed(State.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var toast: CasePaths.AnyCasePath<State, Toast> {
              ._$embed(State.toast) {
                guard case let .toast(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var note: CasePaths.AnyCasePath<State, String> {
              ._$embed(State.note) {
                guard case let .note(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var loading: CasePaths.AnyCasePath<State, Void> {
              ._$embed({
                  State.loading
                }) {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            }
            public var pair: CasePaths.AnyCasePath<State, (Int, label: String)> {
              ._$embed(State.pair) {
                guard case let .pair(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.addItem)
              allCasePaths.append(\.editItem)
              allCasePaths.append(\.alert)
              allCasePaths.append(\.toast)
              allCasePaths.append(\.note)
              allCasePaths.append(\.loading)
              allCasePaths.append(\.pair)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
          case let .addItem(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .editItem(v0):
            return ._$id(for: v0)._$tag(1, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .alert(v0):
            return ._$id(for: v0)._$tag(2, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .toast(v0):
            return ._$id(for: v0)._$tag(3, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .note(v0):
            return ._$id(for: v0)._$tag(4, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case .loading:
            return ._$inert._$tag(5)
          case let .pair(v0, label: _):
            return ._$id(for: v0)._$tag(6, ComposableArchitecture.ObservableStateID._$identity(of: v0))
            }
          }
          public mutating func _$willModify() {
            switch self {
          case var .addItem(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .addItem(v0)
          case var .editItem(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .editItem(v0)
          case var .alert(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .alert(v0)
          case var .toast(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .toast(v0)
          case var .note(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .note(v0)
          case .loading:
            break
          case .pair(var v0, label: let v1):
            ComposableArchitecture._$willModify(&v0)
            self = .pair(v0, label: v1)
            }
          }
          public static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.addItem as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.addItem,
                extract: { action in
                  guard case .addItem(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.editItem as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.editItem,
                extract: { action in
                  guard case .editItem(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.alert as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.alert,
                extract: { action in
                  guard case .alert(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.toast as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.toast,
                extract: { action in
                  guard case .toast(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.note as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.note,
                extract: { action in
                  guard case .note(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            return nil
          }
        }

        public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
          case addItem(ItemForm.Action)
          case editItem(ItemForm.Action)
          case alert(Alert)
          case toast(Toast.Action)
          case note(Swift.Never)
          case loading(Swift.Never)
          case pair(Swift.Never)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.addItem) {
                return \.addItem
              }
              if root.is(\.editItem) {
                return \.editItem
              }
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.toast) {
                return \.toast
              }
              if root.is(\.note) {
                return \.note
              }
              if root.is(\.loading) {
                return \.loading
              }
              if root.is(\.pair) {
                return \.pair
              }
              return \.never
            }
            public var addItem: CasePaths.AnyCasePath<Action, ItemForm.Action> {
              ._$embed(Action.addItem) {
                guard case let .addItem(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var editItem: CasePaths.AnyCasePath<Action, ItemForm.Action> {
              ._$embed(Action.editItem) {
                guard case let .editItem(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var alert: CasePaths.AnyCasePath<Action, Alert> {
              ._$embed(Action.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var toast: CasePaths.AnyCasePath<Action, Toast.Action> {
              ._$embed(Action.toast) {
                guard case let .toast(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var note: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.note) {
                guard case let .note(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var loading: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.loading) {
                guard case let .loading(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var pair: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.pair) {
                guard case let .pair(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.addItem)
              allCasePaths.append(\.editItem)
              allCasePaths.append(\.alert)
              allCasePaths.append(\.toast)
              allCasePaths.append(\.note)
              allCasePaths.append(\.loading)
              allCasePaths.append(\.pair)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.addItem as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.addItem,
                extract: { action in
                  guard case .addItem(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.editItem as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.editItem,
                extract: { action in
                  guard case .editItem(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.alert as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.alert,
                extract: { action in
                  guard case .alert(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.toast as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.toast,
                extract: { action in
                  guard case .toast(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            return nil
          }
        }

        public static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(\Self.State.Cases.addItem, action: \Self.Action.Cases.addItem) {
                ItemForm()
              }
              ComposableArchitecture.Scope(\Self.State.Cases.editItem, action: \Self.Action.Cases.editItem) {
                ItemForm(mode: .edit)
              }
            }
          )
        }

        public static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        public enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case addItem(ComposableArchitecture.StoreOf<ItemForm>)
          case editItem(ComposableArchitecture.StoreOf<ItemForm>)
          case alert(AlertState<Alert>)
          case toast(Toast)
          case note(String)
          case loading
          case pair(Int, label: String)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.addItem) {
                return \.addItem
              }
              if root.is(\.editItem) {
                return \.editItem
              }
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.toast) {
                return \.toast
              }
              if root.is(\.note) {
                return \.note
              }
              if root.is(\.loading) {
                return \.loading
              }
              if root.is(\.pair) {
                return \.pair
              }
              return \.never
            }
            public var addItem: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<ItemForm>> {
              ._$embed(CaseScope.addItem) {
                guard case let .addItem(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var editItem: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<ItemForm>> {
              ._$embed(CaseScope.editItem) {
                guard case let .editItem(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              ._$embed(CaseScope.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var toast: CasePaths.AnyCasePath<CaseScope, Toast> {
              ._$embed(CaseScope.toast) {
                guard case let .toast(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var note: CasePaths.AnyCasePath<CaseScope, String> {
              ._$embed(CaseScope.note) {
                guard case let .note(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var loading: CasePaths.AnyCasePath<CaseScope, Void> {
              ._$embed({
                  CaseScope.loading
                }) {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            }
            public var pair: CasePaths.AnyCasePath<CaseScope, (Int, label: String)> {
              ._$embed(CaseScope.pair) {
                guard case let .pair(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.addItem)
              allCasePaths.append(\.editItem)
              allCasePaths.append(\.alert)
              allCasePaths.append(\.toast)
              allCasePaths.append(\.note)
              allCasePaths.append(\.loading)
              allCasePaths.append(\.pair)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @preconcurrency @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .addItem:
            return .addItem(store.scope(state: \.addItem, action: \.addItem)!)
          case .editItem:
            return .editItem(store.scope(state: \.editItem, action: \.editItem)!)
          case let .alert(v0):
            return .alert(v0)
          case let .toast(v0):
            return .toast(v0)
          case let .note(v0):
            return .note(v0)
          case .loading:
            return .loading
          case let .pair(v0, label: v1):
            return .pair(v0, label: v1)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
