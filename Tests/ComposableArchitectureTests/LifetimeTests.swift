#if !canImport(SwiftUI)
  @testable import ComposableArchitecture
  import Foundation
  import Testing

  /// A feature with every kind of child and a long-living effect.
  @Reducer
  private struct Lobby {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var profile = Badge.State()
      var rows: IdentifiedArrayOf<Badge.State> = [Badge.State(id: 1)]
      var sheet: Badge.State? = Badge.State(id: 2)
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case profile(Badge.Action)
      case rows(IdentifiedActionOf<Badge>)
      case sheet(Badge.Action)
      case startTimer
      case tick
    }

    let cancelled: LockIsolated<Bool>

    var body: some ReducerOf<Self> {
      BindingReducer()
      Scope(state: \.profile, action: \.profile) {
        Badge()
      }
      Reduce { [cancelled] state, action in
        switch action {
        case .startTimer:
          return .run { send in
            await withTaskCancellationHandler {
              while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(10))
                await send(.tick)
              }
            } onCancel: {
              cancelled.setValue(true)
            }
          }
        case .tick:
          state.count += 1
          return .none
        case .binding, .profile, .rows, .sheet:
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) {
        Badge()
      }
      .ifLet(\.sheet, action: \.sheet) {
        Badge()
      }
    }
  }

  @Reducer
  private struct Badge {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id = 0
      var name = ""
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  /// Weak references to everything a screen holds while it is shown.
  @MainActor
  private final class Held {
    weak var store: StoreOf<Lobby>?
    weak var core: StoreCore?
    weak var profile: StoreOf<Badge>?
    weak var row: StoreOf<Badge>?
    weak var sheet: StoreOf<Badge>?
    weak var token: ObserveToken?
  }

  @MainActor
  struct LifetimeTests {
    @Test func storesChildStoresEffectsAndObservationsAreFreed() async {
      let cancelled = LockIsolated(false)
      let held = Held()
      do {
        let store = Store(initialState: Lobby.State()) { Lobby(cancelled: cancelled) }
        @Bindable var profile = store.scope(state: \.profile, action: \.profile)
        @Bindable var row = store.scope(state: \.rows, action: \.rows)[0]
        @Bindable var sheet = store.scope(state: \.sheet, action: \.sheet)!
        let token = observe {
          _ = store.count
          _ = profile.name
          _ = row.name
          _ = sheet.name
        }
        store.send(.startTimer)
        $profile.name.wrappedValue = "Blob"
        $row.name.wrappedValue = "Blob Jr."
        $sheet.name.wrappedValue = "Blob Sr."
        await waitUntil { store.count > 0 }

        held.store = store
        held.core = store.core
        held.profile = profile
        held.row = row
        held.sheet = sheet
        held.token = token
      }

      #expect(held.store == nil)
      #expect(held.core == nil)
      #expect(held.profile == nil)
      #expect(held.row == nil)
      #expect(held.sheet == nil)
      #expect(held.token == nil)
      // The effect that was still running was cancelled when its store went away.
      await waitUntil { cancelled.value }
    }

    @Test func aTestStoreAndItsEffectsAreFreed() async {
      let cancelled = LockIsolated(false)
      weak var weakStore: TestStoreOf<Lobby>?
      do {
        let store = TestStore(initialState: Lobby.State()) { Lobby(cancelled: cancelled) }
        store.exhaustivity = .off
        await store.send(.startTimer)
        await store.skipInFlightEffects()
        weakStore = store
      }
      #expect(weakStore == nil)
    }
  }
#endif
