/// A modifier that sets one value of the environment of its content: unlike a transform, it can
/// tell that a new value of it is the same as the last (``SameInputComparable``).
struct EnvironmentValueModifier<Value>: ViewModifier, _PrimitiveModifier, SameInputComparable {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.childEnvironment[keyPath: self.keyPath] = self.value
    resolution.add(content, .index(0))
  }

  func isSameInput(as other: Self) -> Bool {
    self.keyPath == other.keyPath && ViewInputs.areSameValues(self.value, other.value)
  }
}
