import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: [
          "Observable", "ObservableState", "_ObservableStateFields", "CustomDumpReflectable",
        ].map {
          TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
        }
      ),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
    ],
    indentationWidth: .spaces(2)
  )
)
struct ObservableStateMacroTests {
  @Test func structWithEveryKindOfProperty() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var displayName = ""
        var isLoading: Bool = false
        var count: Int
        @ObservationStateIgnored var cache: [String: Int] = [:]
        let id: UUID
        var isEmpty: Bool { displayName.isEmpty }
        var computed: Int {
          get { count }
          set { count = newValue }
        }
        static var shared = 0
        @Shared(.appStorage("name")) var name = ""
        @Presents var alert: AlertState<Action>?
        lazy var expensive = compute()
        var observed = 0 {
          didSet { print(observed) }
        }
        var first = 1, second = 2
        func helper() {}
      }
      """
    } expansion: {
      #"""
      struct State {
        var displayName {
          @storageRestrictions(initializes: _displayName)
          init(initialValue) {
            _displayName = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.displayName)
            return _displayName
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.displayName, &_displayName, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.displayName, &_displayName)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.displayName, &_displayName, modification)
            }
            yield &_displayName
          }
        }

        @ObservationStateIgnored var _displayName = ""
        var isLoading: Bool {
          @storageRestrictions(initializes: _isLoading)
          init(initialValue) {
            _isLoading = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.isLoading)
            return _isLoading
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.isLoading, &_isLoading, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.isLoading, &_isLoading)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.isLoading, &_isLoading, modification)
            }
            yield &_isLoading
          }
        }

        @ObservationStateIgnored var _isLoading: Bool = false
        var count: Int {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.count, &_count, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.count, &_count)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.count, &_count, modification)
            }
            yield &_count
          }
        }

        @ObservationStateIgnored var _count: Int
        @ObservationStateIgnored var cache: [String: Int] = [:]
        let id: UUID
        var isEmpty: Bool { displayName.isEmpty }
        var computed: Int {
          get { count }
          set { count = newValue }
        }
        static var shared = 0
        @Shared(.appStorage("name")) var name = ""
        @Presents var alert: AlertState<Action>?
        lazy var expensive = compute()
        var observed = 0 {
          didSet { print(observed) }
        }
        var first = 1, second = 2
        func helper() {}

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
          public init() {
          }
          public var displayName: Void {
            ()
          }
          public var isLoading: Void {
            ()
          }
          public var count: Void {
            ()
          }
          public var alert: Void {
            ()
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          [
            ComposableArchitecture._$Field(
              "displayName",
              \Self.displayName,
              get: {
                $0.displayName
              },
              set: {
                $0.displayName = $1
              },
              modify: {
                $1(&$0.displayName)
              }
            ),
            ComposableArchitecture._$Field(
              "isLoading",
              \Self.isLoading,
              get: {
                $0.isLoading
              },
              set: {
                $0.isLoading = $1
              },
              modify: {
                $1(&$0.isLoading)
              }
            ),
            ComposableArchitecture._$Field(
              "count",
              \Self.count,
              get: {
                $0.count
              },
              set: {
                $0.count = $1
              },
              modify: {
                $1(&$0.count)
              }
            ),
            ComposableArchitecture._$Field(
              "name",
              \Self.name,
              get: {
                $0.name
              },
              set: {
                $0.name = $1
              },
              modify: {
                $1(&$0.name)
              }
            ),
            ComposableArchitecture._$Field(
              "alert",
              \Self.alert,
              get: {
                $0.alert
              },
              set: {
                $0.alert = $1
              },
              modify: {
                $1(&$0.alert)
              }
            ),
          ]
        }

        public var customDumpMirror: Mirror {
          Mirror(
            self,
            children: [
              ("displayName", _displayName as Any),
              ("isLoading", _isLoading as Any),
              ("count", _count as Any),
              ("cache", cache as Any),
              ("id", id as Any),
              ("name", _name as Any),
              ("alert", _alert as Any),
              ("observed", observed as Any),
              ("first", first as Any),
              ("second", second as Any),
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._ObservableStateFields, CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func publicStruct() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var text = ""
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        public var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.text, &_text, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.text, &_text)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.text, &_text, modification)
            }
            yield &_text
          }
        }

        @ObservationStateIgnored var _text = ""

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
          public init() {
          }
          public var text: Void {
            ()
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          [
            ComposableArchitecture._$Field(
              "text",
              \Self.text,
              get: {
                $0.text
              },
              set: {
                $0.text = $1
              },
              modify: {
                $1(&$0.text)
              }
            ),
          ]
        }

        public var customDumpMirror: Mirror {
          Mirror(
            self,
            children: [
              ("text", _text as Any),
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._ObservableStateFields, CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func emptyStruct() {
    assertMacro {
      """
      @ObservableState
      struct State {
      }
      """
    } expansion: {
      """
      struct State {

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
          public init() {
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          []
        }

        public var customDumpMirror: Mirror {
          Mirror(
            self,
            children: [],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._ObservableStateFields, CustomDumpReflectable {
      }
      """
    }
  }

  @Test func customDumpMirrorAlreadyDeclared() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var text = ""
        var customDumpMirror: Mirror { Mirror(reflecting: text) }
      }
      """
    } expansion: {
      #"""
      struct State {
        var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.text, &_text, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.text, &_text)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.text, &_text, modification)
            }
            yield &_text
          }
        }

        @ObservationStateIgnored var _text = ""
        var customDumpMirror: Mirror { Mirror(reflecting: text) }

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
          public init() {
          }
          public var text: Void {
            ()
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          [
            ComposableArchitecture._$Field(
              "text",
              \Self.text,
              get: {
                $0.text
              },
              set: {
                $0.text = $1
              },
              modify: {
                $1(&$0.text)
              }
            ),
          ]
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._ObservableStateFields {
      }
      """#
    }
  }

  @Test func alreadyTrackedProperty() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationStateTracked var text = ""
      }
      """
    } expansion: {
      #"""
      struct State {
        var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.text, &_text, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.text, &_text)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.text, &_text, modification)
            }
            yield &_text
          }
        }

        @ObservationStateIgnored var _text = ""

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
          public init() {
          }
          public var text: Void {
            ()
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          [
            ComposableArchitecture._$Field(
              "text",
              \Self.text,
              get: {
                $0.text
              },
              set: {
                $0.text = $1
              },
              modify: {
                $1(&$0.text)
              }
            ),
          ]
        }

        public var customDumpMirror: Mirror {
          Mirror(
            self,
            children: [
              ("text", _text as Any),
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._ObservableStateFields, CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func alreadyObservable() {
    assertMacro {
      """
      @ObservableState
      struct State: Observation.Observable {
        var text = ""
      }
      """
    } expansion: {
      #"""
      struct State: Observation.Observable {
        var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.text, &_text, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.text, &_text)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.text, &_text, modification)
            }
            yield &_text
          }
        }

        @ObservationStateIgnored var _text = ""

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
          public init() {
          }
          public var text: Void {
            ()
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          [
            ComposableArchitecture._$Field(
              "text",
              \Self.text,
              get: {
                $0.text
              },
              set: {
                $0.text = $1
              },
              modify: {
                $1(&$0.text)
              }
            ),
          ]
        }

        public var customDumpMirror: Mirror {
          Mirror(
            self,
            children: [
              ("text", _text as Any),
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableArchitecture.ObservableState, ComposableArchitecture._ObservableStateFields, CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func enumWithSeveralCaseShapes() {
    assertMacro {
      """
      @ObservableState
      enum Destination {
        case child(Child.State)
        case empty
        case pair(Child.State, Int)
        case labeled(id: Int, name: String), single(state: Child.State)
        case mixed(_ first: Int, second: String)
      }
      """
    } expansion: {
      """
      enum Destination {
        case child(Child.State)
        case empty
        case pair(Child.State, Int)
        case labeled(id: Int, name: String), single(state: Child.State)
        case mixed(_ first: Int, second: String)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .child(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case .empty:
            return ._$inert._$tag(1)
          case let .pair(v0, _):
            return ._$id(for: v0)._$tag(2, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .labeled(id: v0, name: _):
            return ._$id(for: v0)._$tag(3, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .single(state: v0):
            return ._$id(for: v0)._$tag(4, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .mixed(v0, second: _):
            return ._$id(for: v0)._$tag(5, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .child(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .child(v0)
          case .empty:
            break
          case .pair(var v0, let v1):
            ComposableArchitecture._$willModify(&v0)
            self = .pair(v0, v1)
          case .labeled(id: var v0, name: let v1):
            ComposableArchitecture._$willModify(&v0)
            self = .labeled(id: v0, name: v1)
          case var .single(state: v0):
            ComposableArchitecture._$willModify(&v0)
            self = .single(state: v0)
          case .mixed(var v0, second: let v1):
            ComposableArchitecture._$willModify(&v0)
            self = .mixed(v0, second: v1)
          }
        }
      }

      extension Destination: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func publicEnum() {
    assertMacro {
      """
      @ObservableState
      public enum Path {
        case detail(Detail.State)
        case settings
      }
      """
    } expansion: {
      """
      public enum Path {
        case detail(Detail.State)
        case settings

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .detail(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case .settings:
            return ._$inert._$tag(1)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .detail(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .detail(v0)
          case .settings:
            break
          }
        }
      }

      extension Path: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func enumWithoutCases() {
    assertMacro {
      """
      @ObservableState
      enum Empty {
      }
      """
    } expansion: {
      """
      enum Empty {

        public var _$id: ComposableArchitecture.ObservableStateID {
          ._$inert
        }

        public mutating func _$willModify() {
        }
      }

      extension Empty: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func availabilityIsCopiedToExtension() {
    assertMacro {
      """
      @available(iOS 17, macOS 14, *)
      @ObservableState
      enum Destination {
        case child(Child.State)
      }
      """
    } expansion: {
      """
      @available(iOS 17, macOS 14, *)
      enum Destination {
        case child(Child.State)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .child(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .child(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .child(v0)
          }
        }
      }

      @available(iOS 17, macOS 14, *)
      extension Destination: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func classDiagnostic() {
    assertMacro {
      """
      @ObservableState
      final class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to class type 'Model'; use '@Observable' from the Observation module for classes
      final class Model {
        var count = 0
      }
      """
    }
  }

  @Test func actorDiagnostic() {
    assertMacro {
      """
      @ObservableState
      actor Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to actor type 'Model'; use '@Observable' from the Observation module for classes
      actor Model {
        var count = 0
      }
      """
    }
  }

  @Test func protocolDiagnostic() {
    assertMacro {
      """
      @ObservableState
      protocol Model {
        var count: Int { get }
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      protocol Model {
        var count: Int { get }
      }
      """
    }
  }

  @Test func extensionDiagnostic() {
    assertMacro {
      """
      @ObservableState
      extension Model {
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      extension Model {
      }
      """
    }
  }
}

@Suite(
  .macros(
    ["ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self)],
    indentationWidth: .spaces(2)
  )
)
struct ObservationStateTrackedMacroTests {
  @Test func withTypeAndInitializer() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked var name: String = "Blob"
      }
      """
    } expansion: {
      #"""
      struct State {
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.name)
            return _name
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.name, &_name, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.name, &_name)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.name, &_name, modification)
            }
            yield &_name
          }
        }

        @ObservationStateIgnored var _name: String = "Blob"
      }
      """#
    }
  }

  @Test func withoutInitializer() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked var name: String
      }
      """
    } expansion: {
      #"""
      struct State {
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.name)
            return _name
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.name, &_name, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.name, &_name)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.name, &_name, modification)
            }
            yield &_name
          }
        }

        @ObservationStateIgnored var _name: String
      }
      """#
    }
  }

  @Test func withoutTypeAnnotation() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked var `default` = 42
      }
      """
    } expansion: {
      #"""
      struct State {
        var `default` {
          @storageRestrictions(initializes: _default)
          init(initialValue) {
            _default = initialValue
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.`default`)
            return _default
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.`default`, &_default, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.`default`, &_default)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.`default`, &_default, modification)
            }
            yield &_default
          }
        }

        @ObservationStateIgnored var _default = 42
      }
      """#
    }
  }

  @Test func notAStoredVar() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked let id = 1
        @ObservationStateTracked var computed: Int { 1 }
        @ObservationStateTracked static var shared = 0
      }
      """
    } expansion: {
      """
      struct State {
        let id = 1
        var computed: Int { 1 }
        static var shared = 0
      }
      """
    }
  }
}

@Suite(
  .macros(
    ["ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self)],
    indentationWidth: .spaces(2)
  )
)
struct ObservationStateIgnoredMacroTests {
  @Test func expandsToNothing() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored var cache: [String: Int] = [:]
      }
      """
    } expansion: {
      """
      struct State {
        var cache: [String: Int] = [:]
      }
      """
    }
  }
}
