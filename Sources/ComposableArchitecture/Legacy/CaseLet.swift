#if !canImport(Darwin)
  import SwiftUI

  /// The view of a case of the enum state of a ``SwitchStore``: shown with a store of the case's
  /// state while the state is in that case.
  ///
  /// ```swift
  /// SwitchStore(self.store) { state in
  ///   switch state {
  ///   case .loggedIn:
  ///     CaseLet(/App.State.loggedIn, action: App.Action.loggedIn) { loggedInStore in
  ///       LoggedInView(store: loggedInStore)
  ///     }
  ///   // ...
  ///   }
  /// }
  /// ```
  ///
  /// A `CaseLet` shown while the state is in another case (a `case` of the `switch` that names
  /// another case than its `CaseLet`) shows a `_CaseLetMismatchView`, and reports it.
  @available(
    *,
    deprecated,
    message:
      "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
  )
  public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
    private let inputs:
      _ViewInputs<
        (
          toCaseState: (EnumState) -> CaseState?,
          fromCaseAction: (CaseAction) -> EnumAction,
          content: (Store<CaseState, CaseAction>) -> Content,
          location: _SourceLocation
        )
      >

    /// Extracts the case's state from the enum state.
    public var toCaseState: (EnumState) -> CaseState? {
      self.inputs.value.toCaseState
    }

    /// Embeds the case's actions in the enum's actions.
    public var fromCaseAction: (CaseAction) -> EnumAction {
      self.inputs.value.fromCaseAction
    }

    /// Makes the case's view from a store of its state.
    public var content: (Store<CaseState, CaseAction>) -> Content {
      self.inputs.value.content
    }

    @EnvironmentObject private var store: _SwitchStoreObject<EnumState, EnumAction>

    /// Shows a view made from a store of a case's state while the enum state is in that case.
    ///
    /// - Parameters:
    ///   - toCaseState: Extracts the case's state from the enum state.
    ///   - fromCaseAction: Embeds the case's actions in the enum's actions.
    ///   - content: Makes the case's view from a store of its state.
    ///   - fileID: The source `#fileID` of the `CaseLet`, for the warning shown (and reported)
    ///     when it is shown for another case.
    ///   - filePath: The source `#filePath` of the `CaseLet`, for the issue reported.
    ///   - line: The source `#line` of the `CaseLet`, for the warning and the issue.
    ///   - column: The source `#column` of the `CaseLet`, for the issue reported.
    public init(
      _ toCaseState: @escaping (EnumState) -> CaseState?,
      action fromCaseAction: @escaping (CaseAction) -> EnumAction,
      @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      self.inputs = _ViewInputs(
        (
          toCaseState,
          fromCaseAction,
          content,
          _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      )
    }

    public var body: some View {
      IfLetStore(
        self.store.wrappedValue._scope(state: self.toCaseState, action: self.fromCaseAction),
        then: self.content,
        else: {
          _CaseLetMismatchView<EnumState, EnumAction>(location: self.inputs.value.location)
        }
      )
    }
  }

  @available(
    *,
    deprecated,
    message:
      "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
  )
  extension CaseLet where EnumAction == CaseAction {
    /// Shows a view made from a store of a case's state while the enum state is in that case,
    /// for a case whose actions are the enum's.
    ///
    /// - Parameters:
    ///   - toCaseState: Extracts the case's state from the enum state.
    ///   - content: Makes the case's view from a store of its state.
    public init(
      state toCaseState: @escaping (EnumState) -> CaseState?,
      @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
      self.init(
        toCaseState,
        action: { $0 },
        then: content
      )
    }
  }
#endif
