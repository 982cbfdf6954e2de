// The EXIF orientation tag (0x0112) through libexif.
#include "internal.h"
#include <libexif/exif-data.h>

int idec_exif_orientation(const unsigned char *data, size_t size) {
    ExifData *exif = exif_data_new_from_data(data, (unsigned int)size);
    if (exif == NULL) return 1;
    int orientation = 1;
    ExifEntry *entry = exif_data_get_entry(exif, EXIF_TAG_ORIENTATION);
    if (entry != NULL && entry->format == EXIF_FORMAT_SHORT && entry->components >= 1) {
        int value = exif_get_short(entry->data, exif_data_get_byte_order(exif));
        if (value >= 1 && value <= 8) orientation = value;
    }
    exif_data_unref(exif);
    return orientation;
}
