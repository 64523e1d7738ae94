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
      "Presents": MacroSpec(type: PresentsMacro.self),
    ],
    indentationWidth: .spaces(2)
  )
)
struct PresentsMacroTests {
  @Test func presentedChild() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(
              \_$ObservationKeys.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual
            )
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.destination, &_destination.wrappedValue, modification)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(\_$ObservationKeys.destination)
            return _destination
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.destination, &_destination, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.destination, &_destination)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.destination, &_destination, modification)
            }
            yield &_destination
          }
        }

        @ObservationStateIgnored private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
        var count {
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

        @ObservationStateIgnored var _count = 0

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
          public var destination: Void {
            ()
          }
          public var count: Void {
            ()
          }
        }

        public static var _$fields: [ComposableArchitecture._$Field<Self>] {
          [
            ComposableArchitecture._$Field(
              "destination",
              \Self.destination,
              get: {
                $0.destination
              },
              set: {
                $0.destination = $1
              },
              modify: {
                $1(&$0.destination)
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
          ]
        }

        public var customDumpMirror: Mirror {
          Mirror(
            self,
            children: [
              ("destination", _destination as Any),
              ("count", _count as Any),
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

  @Test func publicWithInitialValue() {
    assertMacro(["Presents": PresentsMacro.self]) {
      """
      public struct State {
        @Presents public var alert: AlertState<Action.Alert>? = nil
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: AlertState<Action.Alert>? {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(
              \_$ObservationKeys.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual
            )
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.alert, &_alert.wrappedValue)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.alert, &_alert.wrappedValue, modification)
            }
            yield &_alert.wrappedValue
          }
        }

        public var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(\_$ObservationKeys.alert)
            return _alert
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.alert, &_alert, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.alert, &_alert)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.alert, &_alert, modification)
            }
            yield &_alert
          }
        }

        @ObservationStateIgnored private var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func notOptional() {
    assertMacro(["Presents": PresentsMacro.self]) {
      """
      struct State {
        @Presents var child: Child.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var child: Child.State
        ┬────────
        ╰─ 🛑 '@Presents' must be applied to a property of optional type, like 'Child.State?'
      }
      """
    }
  }

  @Test func notAVar() {
    assertMacro(["Presents": PresentsMacro.self]) {
      """
      struct State {
        @Presents let child: Child.State?
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents let child: Child.State?
        ┬────────
        ╰─ 🛑 '@Presents' can only be applied to a stored instance 'var'
      }
      """
    }
  }

  @Test func setterAccessIsKept() {
    assertMacro(["Presents": PresentsMacro.self]) {
      """
      public struct State {
        @Presents public internal(set) var alert: AlertState<Action.Alert>?
      }
      """
    } expansion: {
      #"""
      public struct State {
        public internal(set) var alert: AlertState<Action.Alert>? {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(\_$ObservationKeys.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(
              \_$ObservationKeys.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual
            )
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.alert, &_alert.wrappedValue)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.alert, &_alert.wrappedValue, modification)
            }
            yield &_alert.wrappedValue
          }
        }

        public internal(set) var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(\_$ObservationKeys.alert)
            return _alert
          }
          set {
            _$observationRegistrar.mutate(\_$ObservationKeys.alert, &_alert, newValue, _$isIdentityEqual)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(\_$ObservationKeys.alert, &_alert)
            defer {
              _$observationRegistrar.didModify(\_$ObservationKeys.alert, &_alert, modification)
            }
            yield &_alert
          }
        }

        @ObservationStateIgnored private var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
      }
      """#
    }
  }
}
