#if os(Linux)
  import Testing

  /// `#Preview` and `@Previewable` belong to the SwiftUI module, as on Apple's platforms: a view
  /// file that imports SwiftUI alone compiles with its previews, whose closures are type-checked.
  /// Their plugin (SwiftUIMacros) speaks the compiler's plugin protocol itself.
  @Suite(.serialized, .typeCheckingSnippets)
  struct SwiftUIPreviewMacrosTests {
    @Test func previewsCompileWithSwiftUIAlone() async throws {
      let source = """
        import SwiftUI

        struct CircularProgressView: View {
          let value: Double

          var body: some View {
            Text("\\(Int(self.value * 100))%")
          }
        }

        #Preview {
          CircularProgressView(value: 0.3)
            .frame(width: 200, height: 200)
        }

        #Preview("Toggled", traits: .sizeThatFitsLayout) {
          @Previewable @State var isOn = true
          Toggle("On", isOn: $isOn)
        }
        """

      let diagnostics = try await SnippetTypeChecker.diagnostics(typeChecking: source)

      #expect(diagnostics.errors == [])
      #expect(diagnostics.warnings == [])
    }

    /// The preview's closure is the macro's argument: an error in it is reported at its line.
    @Test func aPreviewThatDoesNotTypeCheckIsAnError() async throws {
      let source = """
        import SwiftUI

        #Preview {
          Text(verbatim: 42)
        }
        """

      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: source).errors

      #expect(errors.map(\.line) == [4], "\(errors)")
    }

    /// A macro the plugin doesn't have is refused with a message that names what it has.
    @Test func thePluginRefusesAMacroItDoesNotHave() async throws {
      let source = """
        @freestanding(declaration)
        macro Missing() = #externalMacro(module: "SwiftUIMacros", type: "MissingMacro")

        // Declares nothing.
        #Missing()
        """

      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: source).errors

      #expect(errors.map(\.line) == [5], "\(errors)")
      #expect(
        errors.first?.message
          == """
          'MissingMacro' is not a macro of SwiftUIMacros, which expands '#Preview' and \
          '@Previewable'. (from macro 'Missing')
          """
      )
    }
  }
#endif
