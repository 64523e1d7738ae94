import SettingsFeature
print(Settings.State())
