/// The write that a ``BindingAction`` carries: a value, and the key path to write it at.
///
/// A write is an immutable object. Its identity is what a store uses to find out whether the
/// binding action it sent was applied (see `_BindingCheck`), and a binding action holding one
/// reference keeps action enums small.
@usableFromInline
protocol _AnyBindingWrite<Root>: AnyObject, Sendable {
  associatedtype Root

  /// The key path of the field the write sets.
  var keyPath: PartialKeyPath<Root> { get }

  /// The value the write sets, type-erased.
  var value: any Sendable { get }

  /// Writes the value into `root`.
  func write(into root: inout Root)

  /// Whether `other` writes an equal value at the same key path.
  func isEqual(to other: any _AnyBindingWrite<Root>) -> Bool
}
