import SwiftUI

/// Copies each side's changes to the other.
struct BindModifier<ModelValue: _Bindable, ViewValue: _Bindable>: ViewModifier
where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
  let modelValue: ModelValue
  let viewValue: ViewValue
  @State private var hasAppeared = false

  func body(content: Content) -> some View {
    content
      .onAppear {
        guard !self.hasAppeared else { return }
        self.hasAppeared = true
        self.write(self.modelValue.wrappedValue, to: self.viewValue)
      }
      .onChange(of: self.modelValue.wrappedValue) { _, newValue in
        self.write(newValue, to: self.viewValue)
      }
      .onChange(of: self.viewValue.wrappedValue) { _, newValue in
        self.write(newValue, to: self.modelValue)
      }
  }

  private func write<Target: _Bindable>(_ value: ModelValue.Value, to target: Target)
  where Target.Value == ModelValue.Value {
    guard target.wrappedValue != value else { return }
    target.wrappedValue = value
  }
}
