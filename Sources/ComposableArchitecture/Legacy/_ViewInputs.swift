/// What a view of the older API was made with (its closures, its label, where it was written),
/// held by reference.
///
/// A renderer compares a view's new value with its last one to tell whether its body needs to
/// run again, and takes closures as changed. A view held as it is by another (the root of a
/// navigation stack, shown again when a screen is pushed) would run its body each time, and a
/// view whose body pushes a screen would push it again, without end. Held by reference, the
/// same value is the same inputs, and a value made again (by its parent's body) has new ones, as
/// its closures would be new.
final class _ViewInputs<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
