import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "_CaseEmbedding": MacroSpec(
        type: CaseEmbeddingMacro.self,
        conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("_$CaseEmbeddable")))]
      )
    ],
    indentationWidth: .spaces(2)
  )
)
struct CaseEmbeddingMacroTests {
  @Test func casesOfEveryShape() {
    assertMacro {
      """
      @_CaseEmbedding
      public enum Action {
        case binding(BindingAction<State>)
        case nameChanged(String)
        case volumeChanged(level: Double)
        case tapped
        case moved(x: Int, y: Int), renamed(_ name: String)
        indirect case child(Action)
      }
      """
    } expansion: {
      """
      public enum Action {
        case binding(BindingAction<State>)
        case nameChanged(String)
        case volumeChanged(level: Double)
        case tapped
        case moved(x: Int, y: Int), renamed(_ name: String)
        indirect case child(Action)

        public static func _$embedding<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> ComposableArchitecture._$Embedding<Self, Value>? {
          guard (Self.allCasePaths[action] as AnyKeyPath) == keyPath else {
            return nil
          }
          switch action {
          case .binding:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.binding($0)
            }
          case .nameChanged:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.nameChanged($0)
            }
          case .volumeChanged:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.volumeChanged(level: $0)
            }
          case .renamed:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.renamed($0)
            }
          case .child:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.child($0)
            }
          case _:
            return nil
          }
        }
      }

      extension Action: ComposableArchitecture._$CaseEmbeddable {
      }
      """
    }
  }

  @Test func internalEnum() {
    assertMacro {
      """
      @_CaseEmbedding
      enum Action {
        case toggled(Bool)
      }
      """
    } expansion: {
      """
      enum Action {
        case toggled(Bool)

        static func _$embedding<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> ComposableArchitecture._$Embedding<Self, Value>? {
          guard (Self.allCasePaths[action] as AnyKeyPath) == keyPath else {
            return nil
          }
          switch action {
          case .toggled:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.toggled($0)
            }
          case _:
            return nil
          }
        }
      }

      extension Action: ComposableArchitecture._$CaseEmbeddable {
      }
      """
    }
  }

  @Test func enumWithoutPayloads() {
    assertMacro {
      """
      @_CaseEmbedding
      enum Action {
        case tapped
        #if DEBUG
          case debugTapped(Int)
        #endif
      }
      """
    } expansion: {
      """
      enum Action {
        case tapped
        #if DEBUG
          case debugTapped(Int)
        #endif
      }
      """
    }
  }

  @Test func emptyEnum() {
    assertMacro {
      """
      @_CaseEmbedding
      enum Action {}
      """
    } expansion: {
      """
      enum Action {}
      """
    }
  }

  @Test func labelsAndAttributes() {
    assertMacro {
      """
      @_CaseEmbedding
      enum Action {
        case labeled(`in`: Int)
        case keyword(`inout`: Int)
        @available(*, deprecated, message: "Use 'labeled'.")
        case old(Int)
        case `default`(Bool)
      }
      """
    } expansion: {
      """
      enum Action {
        case labeled(`in`: Int)
        case keyword(`inout`: Int)
        @available(*, deprecated, message: "Use 'labeled'.")
        case old(Int)
        case `default`(Bool)

        static func _$embedding<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> ComposableArchitecture._$Embedding<Self, Value>? {
          guard (Self.allCasePaths[action] as AnyKeyPath) == keyPath else {
            return nil
          }
          switch action {
          case .labeled:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.labeled(in: $0)
            }
          case .keyword:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.keyword(`inout`: $0)
            }
          case .`default`:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.`default`($0)
            }
          case _:
            return nil
          }
        }
      }

      extension Action: ComposableArchitecture._$CaseEmbeddable {
      }
      """
    }
  }

  @Test func alreadyEmbeddable() {
    assertMacro {
      """
      @_CaseEmbedding
      enum Action: _$CaseEmbeddable {
        case toggled(Bool)
        static func _$embedding<Value>(
          for keyPath: CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> _$Embedding<Self, Value>? {
          nil
        }
      }
      """
    } expansion: {
      """
      enum Action: _$CaseEmbeddable {
        case toggled(Bool)
        static func _$embedding<Value>(
          for keyPath: CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> _$Embedding<Self, Value>? {
          nil
        }
      }
      """
    }
  }

  @Test func availability() {
    assertMacro {
      """
      @available(macOS 14, *)
      @_CaseEmbedding
      package enum Action {
        case toggled(Bool)
      }
      """
    } expansion: {
      """
      @available(macOS 14, *)
      package enum Action {
        case toggled(Bool)

        package static func _$embedding<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> ComposableArchitecture._$Embedding<Self, Value>? {
          guard (Self.allCasePaths[action] as AnyKeyPath) == keyPath else {
            return nil
          }
          switch action {
          case .toggled:
            return ComposableArchitecture._$Embedding(as: Value.self) {
              Self.toggled($0)
            }
          case _:
            return nil
          }
        }
      }

      @available(macOS 14, *)
      extension Action: ComposableArchitecture._$CaseEmbeddable {
      }
      """
    }
  }
}
