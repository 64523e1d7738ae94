extension Binding {
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
