#if os(Linux)
  import Foundation
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

    /// The plugin itself, spoken to as the compiler does: each message a JSON document after its
    /// length (8 bytes, little-endian).
    @Test func thePluginSpeaksTheCompilersProtocol() async throws {
      let capability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#
      let expansion = """
        {"expandFreestandingMacro":{"macro":{"moduleName":"SwiftUIMacros","typeName":\
        "PreviewMacro","name":"Preview"},"macroRole":"declaration","discriminator":"d",\
        "syntax":{"kind":"declaration","source":"#Preview { Text(\\"Hi\\") }","location":\
        {"fileID":"M/F.swift","fileName":"/F.swift","offset":0,"line":1,"column":1}}}}
        """
      let run = try await Self.runPlugin(Self.frame(capability) + Self.frame(expansion))

      #expect(run.status == 0, "\(run.errors)")
      #expect(
        run.messages == [
          #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#,
          #"{"expandMacroResult":{"diagnostics":[],"expandedSource":""}}"#,
        ]
      )
    }

    /// A length no message has, or input that ends inside a message, stops the plugin with an
    /// error, rather than being taken for the end of the input.
    @Test func thePluginRefusesABrokenMessage() async throws {
      let tooLong = try await Self.runPlugin(Data(repeating: 0xFF, count: 8))
      #expect(tooLong.status == 1)
      #expect(tooLong.errors.contains("more than a message can be"), "\(tooLong.errors)")

      let truncated = try await Self.runPlugin(Self.frame("{}").dropLast())
      #expect(truncated.status == 1)
      #expect(truncated.errors.contains("ended before its 2 bytes"), "\(truncated.errors)")
    }

    private static func frame(_ json: String) -> Data {
      let payload = Data(json.utf8)
      let length = (0..<8).map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
      return Data(length) + payload
    }

    /// Runs the build's plugin with `input`, and returns its exit status, the messages it
    /// wrote (their JSON, keys sorted) and what it wrote to standard error.
    private static func runPlugin(
      _ input: Data
    ) async throws -> (status: Int32, messages: [String], errors: String) {
      let build = try #require(SnippetTypeChecker.buildDirectory)
      let process = Process()
      process.executableURL = build.appendingPathComponent("SwiftUIMacros-tool")
      let work = FileManager.default.temporaryDirectory
        .appendingPathComponent("SwiftUIMacrosPlugin-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: work) }
      let inputFile = work.appendingPathComponent("in")
      let outputFile = work.appendingPathComponent("out")
      let errorFile = work.appendingPathComponent("err")
      try input.write(to: inputFile)
      _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      process.standardInput = try FileHandle(forReadingFrom: inputFile)
      process.standardOutput = try FileHandle(forWritingTo: outputFile)
      process.standardError = try FileHandle(forWritingTo: errorFile)
      try await SnippetTypeChecker.runUntilExit(process)
      var output = try Data(contentsOf: outputFile)
      var messages: [String] = []
      while output.count >= 8 {
        let length = output.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
        let payload = output.dropFirst(8).prefix(length)
        let object = try JSONSerialization.jsonObject(with: payload)
        let sorted = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        messages.append(String(decoding: sorted, as: UTF8.self))
        output = Data(output.dropFirst(8 + length))
      }
      let errors = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
      return (process.terminationStatus, messages, errors)
    }
  }
#endif
