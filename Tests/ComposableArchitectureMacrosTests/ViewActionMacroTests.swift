import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    ["ViewAction": MacroSpec(type: ViewActionMacro.self)],
    indentationWidth: .spaces(2)
  )
)
struct ViewActionMacroTests {
  @Test func letStore() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          send(.saveButtonTapped)
        }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          send(.saveButtonTapped)
        }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func bindableStore() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        @Bindable var store: StoreOf<Settings>
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        @Bindable var store: StoreOf<Settings>
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func storeWithInitialValue() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      final class SettingsController {
        var store = Store(initialState: Settings.State()) {
          Settings()
        }
      }
      """
    } expansion: {
      """
      final class SettingsController {
        var store = Store(initialState: Settings.State()) {
          Settings()
        }
      }

      extension SettingsController: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func qualifiedFeature() {
    assertMacro {
      """
      @ViewAction(for: App.Settings.self)
      struct SettingsScreen {
        let store: StoreOf<App.Settings>
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<App.Settings>
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func availability() {
    assertMacro {
      """
      @available(macOS 14, *)
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>
      }
      """
    } expansion: {
      """
      @available(macOS 14, *)
      struct SettingsScreen {
        let store: StoreOf<Settings>
      }

      @available(macOS 14, *)
      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func missingStore() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        var title: String { "Settings" }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      ╰─ 🛑 '@ViewAction' requires 'SettingsScreen' to have a 'store' property of type 'Store'.
         ✏️ Add 'store'
      struct SettingsScreen {
        var title: String { "Settings" }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        var title: String { "Settings" }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>

        var title: String { "Settings" }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func missingStorePublic() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      public struct SettingsScreen {
        public var title: String { "Settings" }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      ╰─ 🛑 '@ViewAction' requires 'SettingsScreen' to have a 'store' property of type 'Store'.
         ✏️ Add 'store'
      public struct SettingsScreen {
        public var title: String { "Settings" }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Settings.self)
      public struct SettingsScreen {
        public let store: StoreOf<Settings>

        public var title: String { "Settings" }
      }
      """
    } expansion: {
      """
      public struct SettingsScreen {
        public let store: StoreOf<Settings>

        public var title: String { "Settings" }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func missingStorePackage() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      package struct SettingsScreen {
        package var title: String { "Settings" }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      ╰─ 🛑 '@ViewAction' requires 'SettingsScreen' to have a 'store' property of type 'Store'.
         ✏️ Add 'store'
      package struct SettingsScreen {
        package var title: String { "Settings" }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Settings.self)
      package struct SettingsScreen {
        package let store: StoreOf<Settings>

        package var title: String { "Settings" }
      }
      """
    } expansion: {
      """
      package struct SettingsScreen {
        package let store: StoreOf<Settings>

        package var title: String { "Settings" }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func missingStoreEmptyBody() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {}
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      ╰─ 🛑 '@ViewAction' requires 'SettingsScreen' to have a 'store' property of type 'Store'.
         ✏️ Add 'store'
      struct SettingsScreen {}
      """
    } fixes: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func storeSend() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          store.send(.saveButtonTapped)
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          store.send(.saveButtonTapped)
          ┬────────────────────────────
          ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
        }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          store.send(.saveButtonTapped)
        }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func selfStoreSend() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          self.store.send(.saveButtonTapped)
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          self.store.send(.saveButtonTapped)
          ┬─────────────────────────────────
          ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
        }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          self.store.send(.saveButtonTapped)
        }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func storeSendViewAction() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          store.send(.view(.saveButtonTapped))
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          store.send(.view(.saveButtonTapped))
          ┬───────────────────────────────────
          ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
             ✏️ Call 'send' directly with a view action
        }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          send(.saveButtonTapped)
        }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>

        func saveTapped() {
          send(.saveButtonTapped)
        }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func selfStoreSendViewActionInClosure() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        var saveButton: Button {
          Button("Save") { self.store.send(.view(.saveButtonTapped)) }
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        var saveButton: Button {
          Button("Save") { self.store.send(.view(.saveButtonTapped)) }
                           ┬────────────────────────────────────────
                           ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction'
                              ✏️ Call 'send' directly with a view action
        }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>

        var saveButton: Button {
          Button("Save") { self.send(.saveButtonTapped) }
        }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>

        var saveButton: Button {
          Button("Save") { self.send(.saveButtonTapped) }
        }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func otherSendsAreNotFlagged() {
    assertMacro {
      """
      @ViewAction(for: Settings.self)
      struct SettingsScreen {
        let store: StoreOf<Settings>
        let childStore: StoreOf<Child>

        func tapped() {
          send(.saveButtonTapped)
          self.send(.saveButtonTapped)
          childStore.send(.closeButtonTapped)
        }
      }
      """
    } expansion: {
      """
      struct SettingsScreen {
        let store: StoreOf<Settings>
        let childStore: StoreOf<Child>

        func tapped() {
          send(.saveButtonTapped)
          self.send(.saveButtonTapped)
          childStore.send(.closeButtonTapped)
        }
      }

      extension SettingsScreen: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }
}
