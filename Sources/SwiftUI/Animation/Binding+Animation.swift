extension Binding {
  /// Creates a binding with closures that read and write the value, the writer given the
  /// transaction of the write: the current one (``Transaction/current``) when it's made.
  ///
  /// ```swift
  /// Binding(
  ///   get: { store.isOn },
  ///   set: { isOn, transaction in store.send(.toggled(isOn), transaction: transaction) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - get: A closure that returns the current value.
  ///   - set: A closure that writes a new value in a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { newValue in set(newValue, Transaction.current) })
  }

  /// A binding that writes with an animation: each write is made inside
  /// ``withAnimation(_:_:)``.
  ///
  /// ```swift
  /// let isOn = $store.isHapticsEnabled.animation(.easeInOut)
  /// isOn.wrappedValue = true  // sends the binding action with the animation
  /// ```
  ///
  /// - Parameter animation: The animation, by default ``Animation/default``; `nil` for none.
  /// - Returns: A binding to the same value whose writes come with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    Binding(
      get: { self.wrappedValue },
      set: { newValue in
        withAnimation(animation) {
          self.wrappedValue = newValue
        }
      }
    )
  }

  /// A binding that writes in a transaction: each write is made inside
  /// ``withTransaction(_:_:)``.
  ///
  /// - Parameter transaction: The transaction to write in.
  /// - Returns: A binding to the same value whose writes come with `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(
      get: { self.wrappedValue },
      set: { newValue in
        withTransaction(transaction) {
          self.wrappedValue = newValue
        }
      }
    )
  }
}
