#if !canImport(Darwin)
  import SwiftUI

  /// What a ``CaseLet`` shows when the state of its ``SwitchStore`` is in another case than its
  /// own: in debug builds, a warning that names the case the state is in, which is also
  /// reported; otherwise nothing.
  public struct _CaseLetMismatchView<State, Action>: View {
    @EnvironmentObject private var store: _SwitchStoreObject<State, Action>
    let location: _SourceLocation

    public var body: some View {
      #if DEBUG
        let location = self.location
        let message = """
          Warning: A "CaseLet" at "\(location.fileID):\(location.line)" was encountered when state \
          was set to another case:

              \(debugCaseOutput(self.store.wrappedValue.currentState()))

          This usually happens when there is a mismatch between the case being switched on and \
          the "CaseLet" view being rendered.

          For example, if ".screenA" is being switched on, but the "CaseLet" view is pointed to \
          ".screenB":

              case .screenA:
                CaseLet(
                  /State.screenB, action: Action.screenB
                ) { /* ... */ }

          Look out for typos to ensure that these two cases align.
          """
        return VStack(spacing: 17) {
          Image(systemName: "exclamationmark.triangle.fill")
            .font(.largeTitle)

          Text(message)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .foregroundColor(.white)
        .padding()
        .background(Color.red)
        .onAppear {
          reportIssue(
            message,
            fileID: location.fileID,
            filePath: location.filePath,
            line: location.line,
            column: location.column
          )
        }
      #else
        return EmptyView()
      #endif
    }
  }
#endif
