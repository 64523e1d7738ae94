/// A primitive view or modifier that tells whether another value of it is the same input:
/// then it would resolve to the same element and the same children, in the same environment.
///
/// A value that holds a closure (an action, a binding) never conforms: a closure can't be
/// compared, so such a view is resolved again whenever its parent is.
@MainActor
protocol SameInputComparable {
  /// Whether `other` would resolve to what this value resolved to.
  func isSameInput(as other: Self) -> Bool
}

extension SameInputComparable where Self: Equatable {
  func isSameInput(as other: Self) -> Bool {
    self == other
  }
}

// MARK: Views

extension Text: SameInputComparable {}
extension Image: SameInputComparable {}
extension Color: SameInputComparable {}
extension EmptyView: SameInputComparable {
  func isSameInput(as other: EmptyView) -> Bool { true }
}
extension Spacer: SameInputComparable {
  func isSameInput(as other: Spacer) -> Bool { self.minLength == other.minLength }
}
extension Divider: SameInputComparable {
  func isSameInput(as other: Divider) -> Bool { true }
}

extension HStack: SameInputComparable {
  func isSameInput(as other: Self) -> Bool {
    self.alignment == other.alignment && self.spacing == other.spacing
      && PrimitiveInputs.areSame(self.content, other.content)
  }
}

extension VStack: SameInputComparable {
  func isSameInput(as other: Self) -> Bool {
    self.alignment == other.alignment && self.spacing == other.spacing
      && PrimitiveInputs.areSame(self.content, other.content)
  }
}

extension ZStack: SameInputComparable {
  func isSameInput(as other: Self) -> Bool {
    self.alignment == other.alignment && PrimitiveInputs.areSame(self.content, other.content)
  }
}

extension TupleView: SameInputComparable {
  func isSameInput(as other: Self) -> Bool {
    self.children.count == other.children.count
      && zip(self.children, other.children).allSatisfy { PrimitiveInputs.areSameViews($0, $1) }
  }
}

extension Group: SameInputComparable where Content: View {
  func isSameInput(as other: Self) -> Bool {
    PrimitiveInputs.areSame(self.content, other.content)
  }
}

extension Optional: SameInputComparable where Wrapped: View {
  func isSameInput(as other: Self) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case let (lhs?, rhs?): return PrimitiveInputs.areSame(lhs, rhs)
    default: return false
    }
  }
}

extension _ConditionalContent: SameInputComparable where TrueContent: View, FalseContent: View {
  func isSameInput(as other: Self) -> Bool {
    switch (self.storage, other.storage) {
    case let (.trueContent(lhs), .trueContent(rhs)): return PrimitiveInputs.areSame(lhs, rhs)
    case let (.falseContent(lhs), .falseContent(rhs)): return PrimitiveInputs.areSame(lhs, rhs)
    default: return false
    }
  }
}

extension AnyView: SameInputComparable {
  func isSameInput(as other: AnyView) -> Bool {
    PrimitiveInputs.areSameViews(self.view, other.view)
  }
}

extension Label: SameInputComparable {
  func isSameInput(as other: Self) -> Bool {
    PrimitiveInputs.areSame(self.title, other.title)
      && PrimitiveInputs.areSame(self.icon, other.icon)
  }
}

extension SlotView: SameInputComparable {
  func isSameInput(as other: SlotView) -> Bool {
    self.name == other.name && PrimitiveInputs.areSameViews(self.content, other.content)
  }
}

extension ModifiedContent: SameInputComparable {
  func isSameInput(as other: Self) -> Bool {
    PrimitiveInputs.areSame(self.modifier, other.modifier)
      && PrimitiveInputs.areSame(self.content, other.content)
  }
}

// MARK: Modifiers

extension DecorationModifier: SameInputComparable {
  func isSameInput(as other: DecorationModifier) -> Bool { self.decoration == other.decoration }
}

extension LayeredModifier: SameInputComparable {
  func isSameInput(as other: LayeredModifier) -> Bool {
    self.isOverlay == other.isOverlay && self.alignment == other.alignment
      && PrimitiveInputs.areSameViews(self.layer, other.layer)
  }
}

extension TagModifier: SameInputComparable {
  func isSameInput(as other: Self) -> Bool { self.tag == other.tag }
}

extension IdentityModifier: SameInputComparable {
  func isSameInput(as other: IdentityModifier) -> Bool { self.id == other.id }
}
