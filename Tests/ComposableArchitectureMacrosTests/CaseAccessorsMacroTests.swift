import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "_CaseAccessors": MacroSpec(
        type: CaseAccessorsMacro.self,
        conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("_$CaseAccessible")))]
      )
    ],
    indentationWidth: .spaces(2)
  )
)
struct CaseAccessorsMacroTests {
  @Test func casesOfEveryShape() {
    assertMacro {
      """
      @_CaseAccessors
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
      #"""
      public enum Action {
        case binding(BindingAction<State>)
        case nameChanged(String)
        case volumeChanged(level: Double)
        case tapped
        case moved(x: Int, y: Int), renamed(_ name: String)
        indirect case child(Action)

        public static func _$casePath<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>
        ) -> ComposableArchitecture._$CasePath<Self, Value>? {
          let keyPath = keyPath as AnyKeyPath
          if keyPath == \Self.Cases.binding as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.binding,
              extract: { action in
                guard case .binding(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath == \Self.Cases.nameChanged as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.nameChanged,
              extract: { action in
                guard case .nameChanged(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath == \Self.Cases.volumeChanged as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.volumeChanged(level:),
              extract: { action in
                guard case .volumeChanged(level: let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath == \Self.Cases.renamed as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.renamed,
              extract: { action in
                guard case .renamed(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath == \Self.Cases.child as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.child,
              extract: { action in
                guard case .child(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._$CaseAccessible {
      }
      """#
    }
  }

  @Test func internalEnum() {
    assertMacro {
      """
      @_CaseAccessors
      enum Action {
        case toggled(Bool)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case toggled(Bool)

        static func _$casePath<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>
        ) -> ComposableArchitecture._$CasePath<Self, Value>? {
          let keyPath = keyPath as AnyKeyPath
          if keyPath == \Self.Cases.toggled as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.toggled,
              extract: { action in
                guard case .toggled(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._$CaseAccessible {
      }
      """#
    }
  }

  @Test func enumWithoutPayloads() {
    assertMacro {
      """
      @_CaseAccessors
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
      @_CaseAccessors
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
      @_CaseAccessors
      enum Action {
        case labeled(`in`: Int)
        case keyword(`inout`: Int)
        @available(*, deprecated, message: "Use 'labeled'.")
        case old(Int)
        case `default`(Bool)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case labeled(`in`: Int)
        case keyword(`inout`: Int)
        @available(*, deprecated, message: "Use 'labeled'.")
        case old(Int)
        case `default`(Bool)

        static func _$casePath<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>
        ) -> ComposableArchitecture._$CasePath<Self, Value>? {
          let keyPath = keyPath as AnyKeyPath
          if keyPath == \Self.Cases.labeled as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.labeled(in:),
              extract: { action in
                guard case .labeled(in: let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath == \Self.Cases.keyword as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.keyword(`inout`:),
              extract: { action in
                guard case .keyword(`inout`: let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath == \Self.Cases.`default` as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.`default`,
              extract: { action in
                guard case .`default`(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._$CaseAccessible {
      }
      """#
    }
  }

  @Test func alreadyEmbeddable() {
    assertMacro {
      """
      @_CaseAccessors
      enum Action: _$CaseAccessible {
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
      #"""
      enum Action: _$CaseAccessible {
        case toggled(Bool)
        static func _$embedding<Value>(
          for keyPath: CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> _$Embedding<Self, Value>? {
          nil
        }

        static func _$casePath<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>
        ) -> ComposableArchitecture._$CasePath<Self, Value>? {
          let keyPath = keyPath as AnyKeyPath
          if keyPath == \Self.Cases.toggled as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.toggled,
              extract: { action in
                guard case .toggled(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          return nil
        }
      }
      """#
    }
  }

  @Test func availability() {
    assertMacro {
      """
      @available(macOS 14, *)
      @_CaseAccessors
      package enum Action {
        case toggled(Bool)
      }
      """
    } expansion: {
      #"""
      @available(macOS 14, *)
      package enum Action {
        case toggled(Bool)

        package static func _$casePath<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>
        ) -> ComposableArchitecture._$CasePath<Self, Value>? {
          let keyPath = keyPath as AnyKeyPath
          if keyPath == \Self.Cases.toggled as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: Self.toggled,
              extract: { action in
                guard case .toggled(let value) = action else {
                  return nil
                }
                return value
              }
            )
          }
          return nil
        }
      }

      @available(macOS 14, *)
      extension Action: ComposableArchitecture._$CaseAccessible {
      }
      """#
    }
  }
}
