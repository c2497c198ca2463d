//! Uploaded images: the format is sniffed from the bytes (the declared type is not
//! trusted), the size and pixel count are capped before decoding, and the picture is
//! re-encoded, so EXIF, GPS and any other metadata never reach storage.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, ImageReader, Limits, imageops::FilterType};

/// An upload's body in the OpenAPI document: the image file's bytes. Whether they decode
/// as an image is the handler's call (422 `invalid_file_type`).
#[derive(utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct ImageBytes(#[allow(dead_code)] Vec<u8>);

pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;
/// 40 megapixels: any real photo, well below what would exhaust memory.
pub const MAX_PIXELS: u64 = 40_000_000;
const MAX_SIDE: u32 = 1024;
const BLUR_SIDE: u32 = 64;

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ImageError {
    #[error("Please upload an image file (PNG, JPEG, etc.)")]
    NotAnImage,
    #[error("Please upload an image smaller than 5MB")]
    TooLarge,
    #[error("This image has too many pixels. Please upload one under 40 megapixels.")]
    TooManyPixels,
    #[error("This image could not be read. Please try another file.")]
    Unreadable,
}

#[derive(Debug, Clone)]
pub struct EncodedImage {
    pub bytes: Vec<u8>,
    pub extension: &'static str,
    pub content_type: &'static str,
}

/// Checks and decodes an upload, bounded in size and pixels.
pub fn decode_upload(bytes: &[u8]) -> Result<DynamicImage, ImageError> {
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(ImageError::TooLarge);
    }
    let format = image::guess_format(bytes).map_err(|_| ImageError::NotAnImage)?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP | ImageFormat::Gif) {
        return Err(ImageError::NotAnImage);
    }
    let reader = || ImageReader::with_format(Cursor::new(bytes), format);
    let (width, height) = reader().into_dimensions().map_err(|_| ImageError::Unreadable)?;
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImageError::TooManyPixels);
    }
    let mut limits = Limits::default();
    limits.max_image_width = Some(width);
    limits.max_image_height = Some(height);
    limits.max_alloc = Some(512 * 1024 * 1024);
    let mut reader = reader();
    reader.limits(limits);
    reader.decode().map_err(|_| ImageError::Unreadable)
}

/// The stored photo: at most 1024 px a side, PNG when it has transparency, else JPEG.
pub fn encode_photo(image: &DynamicImage) -> Result<EncodedImage, ImageError> {
    let resized = if image.width() > MAX_SIDE || image.height() > MAX_SIDE {
        image.resize(MAX_SIDE, MAX_SIDE, FilterType::Triangle)
    } else {
        image.clone()
    };
    if resized.color().has_alpha() {
        encode(&resized, ImageFormat::Png)
    } else {
        encode(&DynamicImage::ImageRgb8(resized.to_rgb8()), ImageFormat::Jpeg)
    }
}

/// A small, heavily blurred variant.
pub fn encode_blurred(image: &DynamicImage) -> Result<EncodedImage, ImageError> {
    let small = image.resize(BLUR_SIDE, BLUR_SIDE, FilterType::Triangle).to_rgb8();
    let blurred = image::imageops::blur(&small, 6.0);
    encode(&DynamicImage::ImageRgb8(blurred), ImageFormat::Jpeg)
}

fn encode(image: &DynamicImage, format: ImageFormat) -> Result<EncodedImage, ImageError> {
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).map_err(|_| ImageError::Unreadable)?;
    let (extension, content_type) = match format {
        ImageFormat::Png => ("png", "image/png"),
        _ => ("jpg", "image/jpeg"),
    };
    Ok(EncodedImage { bytes: out.into_inner(), extension, content_type })
}

pub fn content_type_for(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("webp") => "image/webp",
        Some("zip") => "application/zip",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage, Rgba, RgbaImage};

    use super::*;

    fn jpeg_with_exif() -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgb8(RgbImage::from_pixel(32, 24, Rgb([200, 10, 10])))
            .write_to(&mut out, ImageFormat::Jpeg)
            .unwrap();
        let jpeg = out.into_inner();
        // Splice an APP1 "Exif" segment with a GPS marker right after SOI.
        let payload = b"Exif\0\0GPSLatitude-33.8688";
        let mut app1 = vec![0xFF, 0xE1];
        app1.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
        app1.extend_from_slice(payload);
        let mut spliced = jpeg[..2].to_vec();
        spliced.extend_from_slice(&app1);
        spliced.extend_from_slice(&jpeg[2..]);
        spliced
    }

    #[test]
    fn metadata_does_not_survive_re_encoding() {
        let upload = jpeg_with_exif();
        assert!(upload.windows(4).any(|w| w == b"Exif"));
        let stored = encode_photo(&decode_upload(&upload).unwrap()).unwrap();
        assert_eq!(stored.extension, "jpg");
        assert!(!stored.bytes.windows(4).any(|w| w == b"Exif"));
        assert!(!stored.bytes.windows(3).any(|w| w == b"GPS"));
    }

    #[test]
    fn transparency_keeps_png() {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgba8(RgbaImage::from_pixel(8, 8, Rgba([0, 0, 0, 0])))
            .write_to(&mut out, ImageFormat::Png)
            .unwrap();
        let stored = encode_photo(&decode_upload(&out.into_inner()).unwrap()).unwrap();
        assert_eq!((stored.extension, stored.content_type), ("png", "image/png"));
    }

    #[test]
    fn non_images_are_refused_whatever_they_claim() {
        assert_eq!(decode_upload(b"%PDF-1.7 not an image").unwrap_err(), ImageError::NotAnImage);
        assert_eq!(decode_upload(b"<svg xmlns='http://www.w3.org/2000/svg'/>").unwrap_err(), ImageError::NotAnImage);
    }

    #[test]
    fn oversized_uploads_are_refused_before_decoding() {
        let big = vec![0u8; MAX_UPLOAD_BYTES + 1];
        assert_eq!(decode_upload(&big).unwrap_err(), ImageError::TooLarge);
    }

    #[test]
    fn a_100_megapixel_header_is_refused_without_decoding() {
        // A valid PNG header claiming 10000 x 10000 pixels, with no pixel data behind it.
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = b"IHDR".to_vec();
        ihdr.extend_from_slice(&10_000u32.to_be_bytes());
        ihdr.extend_from_slice(&10_000u32.to_be_bytes());
        ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
        png.extend_from_slice(&13u32.to_be_bytes());
        png.extend_from_slice(&ihdr);
        png.extend_from_slice(&crc32(&ihdr).to_be_bytes());
        for (name, data) in [(&b"IDAT"[..], &[0x78u8, 0x9c][..]), (&b"IEND"[..], &[][..])] {
            let mut chunk = name.to_vec();
            chunk.extend_from_slice(data);
            png.extend_from_slice(&(data.len() as u32).to_be_bytes());
            png.extend_from_slice(&chunk);
            png.extend_from_slice(&crc32(&chunk).to_be_bytes());
        }
        assert_eq!(decode_upload(&png).unwrap_err(), ImageError::TooManyPixels);
    }

    #[test]
    fn large_photos_are_scaled_down_and_blurred_variant_is_small() {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgb8(RgbImage::from_pixel(2000, 1000, Rgb([1, 2, 3])))
            .write_to(&mut out, ImageFormat::Png)
            .unwrap();
        let decoded = decode_upload(&out.into_inner()).unwrap();
        let stored = image::load_from_memory(&encode_photo(&decoded).unwrap().bytes).unwrap();
        assert_eq!((stored.width(), stored.height()), (1024, 512));
        let blurred = image::load_from_memory(&encode_blurred(&decoded).unwrap().bytes).unwrap();
        assert!(blurred.width() <= 64 && blurred.height() <= 64);
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }
}
