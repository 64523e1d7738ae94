#if !canImport(Darwin)
  /// A value identified by the identity of another: what the binding of a
  /// ``PresentationStore`` holds while a destination is presented, for the presentation
  /// modifiers that take an item (`sheet(item:)`, `popover(item:)`).
  @_spi(Presentation)
  public struct AnyIdentifiable: Identifiable {
    /// The identity.
    public let id: AnyHashable

    /// A value identified as `base` is.
    public init<Base: Identifiable>(_ base: Base) {
      self.id = base.id
    }

    /// A value with an identity.
    init(_id id: AnyHashable) {
      self.id = id
    }
  }
#endif
