/// An alert, as SwiftUI described one before iOS 15: `Alert` (deprecated in SwiftUI).
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button, OK by default.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  init(title: Text, message: Text?, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  @MainActor
  func modifier(isPresented: Binding<Bool>, isConfirmationDialog: Bool) -> AlertModifier {
    let buttons = self.buttons
    let message = self.message
    return AlertModifier(
      title: { self.title.plainText },
      isPresented: isPresented,
      isConfirmationDialog: isConfirmationDialog,
      titleVisibility: .visible,
      actions: {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
          SwiftUI.Button(role: button.role) {
            button.action?()
          } label: {
            button.label
          }
        }
      },
      message: message.map { message in
        { () -> any View in message }
      }
    )
  }
}

/// A sheet of buttons, as SwiftUI described one before iOS 15: `ActionSheet` (deprecated in
/// SwiftUI).
public struct ActionSheet {
  let alert: Alert

  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
    self.alert = Alert(title: title, message: message, buttons: buttons)
  }

  public typealias Button = Alert.Button
}
