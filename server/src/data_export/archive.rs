//! Writing the ZIP: JSON deflated, photos and logos stored as they are (already
//! compressed images gain nothing from deflate).

use std::io::{Cursor, Write};

use zip::{CompressionMethod, ZipWriter, write::SimpleFileOptions};

use super::topics::ExportFile;

fn method_for(name: &str) -> CompressionMethod {
    if name.ends_with(".json") { CompressionMethod::Deflated } else { CompressionMethod::Stored }
}

/// The ZIP of `files`, in their order. CPU-bound: run it off the async threads.
pub fn zip(files: &[ExportFile]) -> zip::result::ZipResult<Vec<u8>> {
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    for file in files {
        let options = SimpleFileOptions::default().compression_method(method_for(&file.name));
        writer.start_file(file.name.as_str(), options)?;
        writer.write_all(&file.bytes)?;
    }
    Ok(writer.finish()?.into_inner())
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    #[test]
    fn a_zip_opens_with_every_file_as_written() {
        let json = br#"{"codename": "quiet-otter", "skills": ["Rust", "Rust", "Rust", "Rust"]}"#.repeat(20);
        let files = vec![
            ExportFile { name: "profile.json".into(), bytes: json.clone() },
            ExportFile { name: "files/photo.jpg".into(), bytes: vec![0xFF, 0xD8, 0xFF, 1, 2, 3] },
        ];
        let bytes = zip(&files).unwrap();
        let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
        assert_eq!(archive.len(), 2);
        let mut profile = archive.by_name("profile.json").unwrap();
        assert_eq!(profile.compression(), CompressionMethod::Deflated);
        assert!(profile.compressed_size() < json.len() as u64, "deflated");
        let mut read = Vec::new();
        profile.read_to_end(&mut read).unwrap();
        assert_eq!(read, json);
        drop(profile);
        let photo = archive.by_name("files/photo.jpg").unwrap();
        assert_eq!(photo.compression(), CompressionMethod::Stored);
    }
}
