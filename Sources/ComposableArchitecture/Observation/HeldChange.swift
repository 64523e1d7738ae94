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
  let registrar: ObservationRegistrar
  @usableFromInline
  let key: KeyPath<Keys, Void>

  @inlinable
  init(registrar: ObservationRegistrar, key: KeyPath<Keys, Void>) {
    self.registrar = registrar
    self.key = key
  }

  @usableFromInline
  func deliver() {
    self.registrar.willSet(Keys(), keyPath: self.key)
    self.registrar.didSet(Keys(), keyPath: self.key)
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
