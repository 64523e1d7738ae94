import ComposableArchitecture

/// A source of truth for a control's binding that records every write, and can stand in for a
/// reducer that changes or rejects what is written.
@MainActor
final class BindingRecorder<Value> {
  private(set) var value: Value
  private(set) var writes: [Value] = []
  /// What the source of truth keeps of a written value; everything, by default.
  var accept: (_ newValue: Value, _ oldValue: Value) -> Value = { newValue, _ in newValue }

  init(_ value: Value) {
    self.value = value
  }

  var binding: Binding<Value> {
    Binding(
      get: { self.value },
      set: { newValue in
        self.writes.append(newValue)
        self.value = self.accept(newValue, self.value)
      }
    )
  }
}
