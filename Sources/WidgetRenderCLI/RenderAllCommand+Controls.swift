import Foundation
import WidgetRender

extension RenderAllCommand {
    /// One file of a control: a placement and a state.
    struct ControlFile {
        let control: CatalogControl
        let placement: ControlPlacement
        /// A toggle's state, `nil` for a button.
        let isOn: Bool?

        /// `<control>-<placement>-<state>.png`, in the scheme of the widgets'
        /// `<widget>-<family>-<scheme>.png`: the placement as `--placement` spells it, the state
        /// as `--value` does (`off` and `on` for a toggle, `preview` for a button, whose
        /// preview value is drawn). Control Center, the Lock Screen and the Dynamic Island are
        /// dark in either colour scheme, so a control has no light and dark files.
        var fileName: String {
            "\(control.name)-\(ControlOptions.name(of: placement))-\(Self.stateName(isOn)).png"
        }

        /// `on`, `off`, or `preview` for a button.
        static func stateName(_ isOn: Bool?) -> String {
            isOn.map { $0 ? "on" : "off" } ?? "preview"
        }
    }

    /// The files of `control` on `device`: every placement the device shows
    /// (`ControlPlacement/all(on:)`: no Action button without a Dynamic Island) × each of its
    /// states (`WidgetRenderer/controlStates(of:)`); or the error that made its states unknown.
    static func controlFiles(_ control: CatalogControl, device: DeviceProfile, renderer: WidgetRenderer) -> Result<[ControlFile], BatchFailure> {
        do {
            let states = try control.states(renderer)
            return .success(
                ControlPlacement.all(on: device).flatMap { placement in
                    states.map { ControlFile(control: control, placement: placement, isOn: $0) }
                })
        } catch {
            return .failure(BatchFailure(error))
        }
    }

    /// The jobs that write `controls`' files into `folder`, one per file; a control whose
    /// states cannot be read is one failed job named after it, so that the others still run.
    static func controlJobs(_ controls: [(CatalogControl, Result<[ControlFile], BatchFailure>)], device: DeviceProfile, renderer: WidgetRenderer, folder: String) -> [BatchJob] {
        controls.flatMap { control, files -> [BatchJob] in
            switch files {
            case .failure(let failure):
                return [BatchJob(name: control.name) { throw CommandError(failure.code, failure.message) }]
            case .success(let files):
                return files.map { file in
                    BatchJob(name: file.fileName) {
                        let context = WidgetContext(family: .systemSmall, device: device)
                        let image = try file.control.renderState(renderer, file.placement, file.isOn, context)
                        let path = FilePath.join(folder, file.fileName)
                        try Output.write(image, to: path)
                        return [BatchJob.File(path: path, diagnostics: image.diagnostics)]
                    }
                }
            }
        }
    }
}
