#if os(Linux)
  import Foundation
  import Testing

  /// Off Apple's platforms `URLSession` is in FoundationNetworking, and Foundation declares an
  /// unavailable stand-in of that name: a dependency client written for iOS, which names it with
  /// Foundation alone (TCA's `FactClient`, `WeatherClient`, `DownloadClient`), compiles because
  /// ComposableArchitecture and SwiftUI bring FoundationNetworking with them, as Foundation
  /// brings it on Apple's platforms.
  @Suite(
    .serialized,
    .enabled(
      if: SnippetTypeChecker.compiler != nil,
      "No Swift compiler ('swiftc') on PATH to type-check snippets with"
    )
  )
  struct FoundationNetworkingExportTests {
    @Test(arguments: ["ComposableArchitecture", "SwiftUI"])
    func urlSessionNeedsNoOtherImport(module: String) async throws {
      let source = """
        import \(module)
        import Foundation

        struct FactClient {
          var fetch: @Sendable (Int) async throws -> String
        }

        let live = FactClient { number in
          let (data, _) = try await URLSession.shared
            .data(from: URL(string: "http://numbersapi.com/\\(number)/trivia")!)
          return String(decoding: data, as: UTF8.self)
        }
        """

      #expect(try await SnippetTypeChecker.diagnostics(typeChecking: source).errors == [])
    }

    /// The control: with Foundation alone, the same client doesn't compile here.
    @Test func withFoundationAloneItDoesNotCompile() async throws {
      let source = """
        import Foundation

        let session = URLSession.shared
        """

      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: source).errors

      #expect(errors.map(\.line) == [3], "\(errors)")
    }
  }
#endif
