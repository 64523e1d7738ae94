import Observation

/// A notification held back by ``ObservationBuffer``. Only ever delivered on the main actor.
@usableFromInline
protocol _HeldChange {
  func deliver()
}

/// A field of an observable state changed.
@usableFromInline
struct _FieldChange<Keys: _ObservationStateKeys>: _HeldChange {
  @usableFromInline
  let registrar: ObservationStateRegistrar
  @usableFromInline
  let key: KeyPath<Keys, Void>

  @inlinable
  init(registrar: ObservationStateRegistrar, key: KeyPath<Keys, Void>) {
    self.registrar = registrar
    self.key = key
  }

  @usableFromInline
  func deliver() {
    self.registrar.viewReadersWillChange(self.key)
    self.registrar.registrar.willSet(Keys(), keyPath: self.key)
    self.registrar.registrar.didSet(Keys(), keyPath: self.key)
  }
}

/// A store's whole state was replaced, or changed without being observable field by field.
struct StateIdentityChange: _HeldChange {
  let core: StoreCore

  func deliver() {
    // Delivered on the main actor only.
    MainActor.assumeIsolated {
      self.core.notifyStateIdentityObservers()
    }
  }
}
