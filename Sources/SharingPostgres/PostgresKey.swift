#if SharingPostgres
  import ComposableArchitecture
  import PostgresNIO
#endif
