#if os(Linux) || os(macOS)
  import Foundation
  import Testing

  /// Type-checks Swift snippets against the built `ComposableArchitecture` module, with the Swift
  /// compiler on `PATH`, to show what must not compile.
  enum SnippetTypeChecker {
    /// The Swift compiler on `PATH`, if there is one.
    static let compiler: URL? = {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return candidate
        }
      }
      return nil
    }()

    /// The directory of the build that this test binary belongs to, which holds the compiled
    /// modules (`Modules/`) and the module maps of C targets (`*.build/module.modulemap`).
    static var buildDirectory: URL? {
      let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      var directory = executable.deletingLastPathComponent()
      while directory.path != "/" {
        let module = directory.appendingPathComponent(
          "Modules/ComposableArchitecture.swiftmodule"
        )
        if FileManager.default.fileExists(atPath: module.path) {
          return directory
        }
        directory = directory.deletingLastPathComponent()
      }
      return nil
    }

    /// An error or a warning the compiler reported.
    struct Diagnostic: Equatable, CustomStringConvertible {
      var line: Int
      var message: String
      var description: String { "\(self.line): \(self.message)" }
    }

    /// What the compiler reported for a snippet.
    struct Diagnostics {
      var errors: [Diagnostic] = []
      var warnings: [Diagnostic] = []
    }

    /// Type-checks `source` as a file of its own and returns the errors and warnings the
    /// compiler reported.
    ///
    /// The test waits for the compiler without holding a thread: Swift Testing runs tests on the
    /// cooperative pool, which has one thread per core, and a test blocked in `waitUntilExit`
    /// while the compiler runs (slowly, on a busy machine) starves every other test of it.
    static func diagnostics(typeChecking source: String) async throws -> Diagnostics {
      let compiler = try #require(Self.compiler)
      let build = try #require(
        Self.buildDirectory,
        "The test binary is not inside a build directory with a 'Modules' folder"
      )
      let workDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("LegacyCompileTimeTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: workDirectory) }
      let file = workDirectory.appendingPathComponent("Snippet.swift")
      try source.write(to: file, atomically: true, encoding: .utf8)

      var arguments = [
        "-typecheck", "-swift-version", "6",
        "-diagnostic-style", "llvm",
        "-module-cache-path", workDirectory.appendingPathComponent("ModuleCache").path,
        "-I", build.appendingPathComponent("Modules").path,
      ]
      // C targets among the dependencies are found through their module maps, and macros
      // through the plugin executables the build made (`ComposableArchitectureMacros-tool`).
      let contents = try FileManager.default.contentsOfDirectory(atPath: build.path)
      for entry in contents.sorted() where entry.hasSuffix(".build") && !entry.contains("-tool") {
        let moduleMap = build.appendingPathComponent("\(entry)/module.modulemap")
        if FileManager.default.fileExists(atPath: moduleMap.path) {
          arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
        }
      }
      for entry in contents.sorted()
      where entry.hasSuffix("Macros-tool") || entry.hasSuffix("Plugin-tool") {
        let plugin = build.appendingPathComponent(entry)
        if FileManager.default.isExecutableFile(atPath: plugin.path) {
          arguments += [
            "-load-plugin-executable", "\(plugin.path)#\(entry.dropLast("-tool".count))",
          ]
        }
      }
      arguments.append(file.path)

      let process = Process()
      process.executableURL = compiler
      process.arguments = arguments
      // Into a file rather than a pipe, which would fill and stall the compiler while nothing
      // reads it.
      let outputFile = workDirectory.appendingPathComponent("output.txt")
      _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
      let output = try FileHandle(forWritingTo: outputFile)
      defer { try? output.close() }
      process.standardOutput = output
      process.standardError = output
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        process.terminationHandler = { _ in continuation.resume() }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: error)
        }
      }
      let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""

      var diagnostics = Diagnostics()
      for line in text.split(separator: "\n") {
        // Snippet.swift:12:7: error: message
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard
          parts.count == 5,
          parts[0].hasSuffix("Snippet.swift"),
          let lineNumber = Int(parts[1])
        else {
          if line.contains("error:") {
            // An error outside the snippet, such as a module that can't be found.
            diagnostics.errors.append(Diagnostic(line: 0, message: String(line)))
          }
          continue
        }
        let diagnostic = Diagnostic(
          line: lineNumber,
          message: parts[4].trimmingCharacters(in: .whitespaces)
        )
        switch parts[3] {
        case " error": diagnostics.errors.append(diagnostic)
        case " warning": diagnostics.warnings.append(diagnostic)
        default: break
        }
      }
      if process.terminationStatus != 0 && diagnostics.errors.isEmpty {
        diagnostics.errors.append(Diagnostic(line: 0, message: "swiftc failed:\n\(text)"))
      }
      return diagnostics
    }
  }

  @Suite(
    .serialized,
    .enabled(
      if: SnippetTypeChecker.compiler != nil,
      "No Swift compiler ('swiftc') on PATH to type-check snippets with"
    )
  )
  struct LegacyCompileTimeTests {
    /// The view can write `@BindingState` fields, and no others: a binding to `isLoading`, which
    /// the reducer owns, doesn't compile, however it is asked for.
    @Test func onlyBindingStateFieldsCanBeBound() async throws {
      let source = """
        import ComposableArchitecture

        struct State: Equatable {
          @BindingState var displayName = ""
          var isLoading = false
        }

        enum Action: BindableAction {
          case binding(BindingAction<State>)
        }

        struct ViewState: Equatable {
          @BindingViewState var displayName: String
        }

        @MainActor
        func bindings(
          _ viewStore: ViewStore<State, Action>,
          _ bindingViewStore: BindingViewStore<State>
        ) {
          let displayName: Binding<String> = viewStore.$displayName
          _ = viewStore.binding(\\.$displayName)
          _ = ViewState(displayName: bindingViewStore.$displayName)
          _ = Action.set(\\.$displayName, "Blob")
          _ = displayName
          _ = viewStore.$isLoading
          _ = viewStore.binding(\\.$isLoading)
          _ = bindingViewStore.$isLoading
          _ = Action.set(\\.$isLoading, true)
        }
        """

      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: source).errors

      let isLoadingLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
        .filter { $0.element.contains("$isLoading") }
        .map { $0.offset + 1 }
      #expect(isLoadingLines.count == 4)
      // Every use of `$isLoading` is an error, and nothing else is.
      #expect(Set(errors.map(\.line)) == Set(isLoadingLines), "\(errors)")
      #expect(
        errors.first { $0.line == isLoadingLines[0] }?.message
          == "value of type 'ViewStore<State, Action>' has no dynamic member '$isLoading' using "
          + "key path from root type 'State'"
      )
      #expect(
        errors.contains {
          $0.line == isLoadingLines[2]
            && $0.message.contains("'BindingViewStore<State>' has no dynamic member '$isLoading'")
        }
      )
      #expect(
        errors.contains {
          $0.line == isLoadingLines[3]
            && $0.message == "value of type 'State' has no member '$isLoading'"
        }
      )
    }

    /// Every deprecated name warns with a message that says what to use instead.
    @Test func deprecatedNamesSayWhatToUseInstead() async throws {
      let source = """
        import ComposableArchitecture

        struct Feature: ReducerProtocol {
          struct State: Equatable {
            @BindingState var name = ""
            @BindableState var nickname = ""
          }
          enum Action: BindableAction {
            case binding(BindingAction<State>)
          }
          func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
            .none
          }
        }

        @MainActor
        func use(_ store: StoreOf<Feature>) {
          let viewStore: ViewStoreOf<Feature> = ViewStore(store, observe: { $0 })
          _ = viewStore.$name
          _ = WithViewStore(store, observe: { $0 }) { $0.name }
          _ = ViewStore(store, observe: { (state: BindingViewStore<Feature.State>) in 0 })
          _ = AnyReducer<Feature.State, Feature.Action, Void> { _, _, _ in .none }.binding()
          _ = Feature.Action.set(\\.$name, "Blob")
        }
        """

      let diagnostics = try await SnippetTypeChecker.diagnostics(typeChecking: source)
      let warnings = diagnostics.warnings

      let expectations: [(symbol: String, advice: String)] = [
        ("'ReducerProtocol'", "Use 'Reducer', and the '@Reducer' macro"),
        ("'EffectTask'", "Use 'Effect'"),
        ("'BindingState'", "Mark the state '@ObservableState'"),
        ("'BindableState'", "'BindableState' was renamed 'BindingState'"),
        ("'ViewStoreOf'", "Read state from the store itself"),
        ("'ViewStore'", "Read state from the store itself"),
        ("'WithViewStore'", "Read state from the store itself"),
        ("'BindingViewStore'", "write '$store.field' with a '@Bindable' store"),
        ("'AnyReducer'", "Conform a type to 'Reducer' with the '@Reducer' macro"),
        ("'binding()'", "Add 'BindingReducer()' to the body of a 'Reducer' instead"),
        ("'set'", "name the field itself: '.set(\\.field, value)'"),
      ]
      for (symbol, advice) in expectations {
        #expect(
          warnings.contains {
            $0.message.contains("\(symbol) is deprecated:") && $0.message.contains(advice)
          },
          "No deprecation of \(symbol) that says \"\(advice)\" in \(warnings)"
        )
      }
      #expect(diagnostics.errors == [])
    }

    /// The checker itself: a snippet that compiles has no errors, so the test above can't pass
    /// because of a broken set-up.
    @Test func aSnippetThatCompilesHasNoErrors() async throws {
      let source = """
        import ComposableArchitecture

        struct State: Equatable {
          @BindingState var displayName = ""
        }

        enum Action: BindableAction {
          case binding(BindingAction<State>)
        }

        @MainActor
        func bindings(_ viewStore: ViewStore<State, Action>) -> Binding<String> {
          viewStore.$displayName
        }
        """

      #expect(try await SnippetTypeChecker.diagnostics(typeChecking: source).errors == [])
    }

    @Test func aSnippetThatDoesNotCompileHasErrors() async throws {
      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: "let x: Int = \"one\"\n").errors

      #expect(errors.map(\.line) == [1])
    }
  }
#endif
