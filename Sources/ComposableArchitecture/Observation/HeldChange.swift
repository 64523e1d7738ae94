import Observation

#if !canImport(Darwin)
  import SwiftUI
#endif

/// A notification held back by ``ObservationBuffer``. Only ever delivered on the main actor.
@usableFromInline
protocol _HeldChange {
  func deliver()
}

/// A field of an observable state changed.
@usableFromInline
struct _FieldChange<Keys: _ObservationStateKeys>: _HeldChange {
  // The registrar's parts, not the registrar: three references fit the inline room of an
  // `any _HeldChange`, so holding a change allocates nothing.
  @usableFromInline
  let registrar: ObservationRegistrar
  #if !canImport(Darwin)
    @usableFromInline
    let viewReaders: _ViewReaders
  #endif
  @usableFromInline
  let key: KeyPath<Keys, Void>

  @inlinable
  init(registrar: ObservationStateRegistrar, key: KeyPath<Keys, Void>) {
    self.registrar = registrar.registrar
    #if !canImport(Darwin)
      self.viewReaders = registrar.viewReaders
    #endif
    self.key = key
  }

  @usableFromInline
  func deliver() {
    #if !canImport(Darwin)
      self.viewReaders.willChange(self.key)
    #endif
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
