import CasePaths

// The forms of the case subscripts that take case paths (`/Destination.State.edit`) rather than
// case key paths (`\.edit`), as TCA 1.0–1.3 wrote them. Deprecated, as in TCA, pointing to the
// current forms.

extension PresentationState {
  /// The associated value of a case of an enum child, reached with a case path, to read it or
  /// modify it in place: `state.$destination[case: /Destination.State.edit]?.title = "New"`.
  ///
  /// Modifying a case the child is not in is reported, and changes nothing.
  ///
  /// - Parameter path: A case path from the child state to one of its cases.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard let state = self.wrappedValue, path.extract(from: state) != nil else {
        reportUnrelatedCase(self.wrappedValue)
        return
      }
      self.wrappedValue = newValue.map(path.embed)
    }
  }
}

extension StackState {
  /// The associated value of a case of the enum element with the given id, reached with a case
  /// path, to read or modify in place:
  /// `state.path[id: id, case: /Path.State.detail]?.title = "New"`.
  ///
  /// Writing `nil` removes the element. Modifying a case the element is not in, or an element the
  /// stack doesn't have, is reported and changes nothing.
  ///
  /// - Parameters:
  ///   - id: The id of an element of the stack.
  ///   - path: A case path from the element's state to one of its cases.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard let element = self[id: id], path.extract(from: element) != nil else {
        reportUnrelatedCase(self[id: id])
        return
      }
      self[id: id] = newValue.map(path.embed)
    }
  }
}
