/// The last value something read, kept for when there is no current one: a child store shows
/// its optional child's last state after it went away, and an unwrapped binding its last value
/// after the base became `nil`.
final class LastValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
