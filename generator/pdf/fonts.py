"""The books' fonts: Noto Sans CJK SC from the installed fonts-noto-cjk, as TrueType subsets.

fonts-noto-cjk ships CFF (cubic) outlines, which Chromium's PDF backend can only print as nameless Type 3
glyph procedures: large, slow files. Subset to the books' characters and converted to TrueType (quadratic)
outlines, the same glyphs embed as ordinary named CID TrueType fonts. The @font-face rules keep the
installed family names, so the stylesheets simply say "Noto Sans CJK SC"."""
from __future__ import annotations

import io
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from generator.errors import UserError


@dataclass(frozen=True)
class Face:
    family: str
    weight: int
    style: str  # fontconfig style of the installed face

    @property
    def file_name(self) -> str:
        return f"{self.family.replace(' ', '')}-{self.weight}.ttf"


# Material sets text at 400 and <strong>, <th> and small headings at 700. Every weight used needs its face:
# Chromium would otherwise embolden a face itself, which only prints as Type 3 glyphs.
FACES = (Face("Noto Sans CJK SC", 400, "Regular"), Face("Noto Sans CJK SC", 700, "Bold"),
         Face("Noto Sans Mono CJK SC", 400, "Regular"), Face("Noto Sans Mono CJK SC", 700, "Bold"))


def locate(face: Face) -> tuple[Path, int]:
    """The installed font file and its index in the collection, as fontconfig (and so Chromium) finds them."""
    if not shutil.which("fc-match"):
        raise UserError("fc-match not found (Debian package fontconfig, installed with chromium)")
    found = subprocess.run(["fc-match", "-f", "%{file}|%{index}|%{family}", f"{face.family}:style={face.style}"],
                           capture_output=True, text=True, check=True).stdout
    file, index, families = found.split("|", 2)
    if face.family not in families.split(","):  # fontconfig answers with a fallback when the font is missing
        raise UserError(f"font {face.family} {face.style} is not installed (Debian package fonts-noto-cjk)")
    return Path(file), int(index)


def truetype_subset(source: Path, index: int, text: str) -> bytes:
    from fontTools import subset  # imported here: only this command needs fontTools
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import TTFont, newTable

    font = TTFont(source, fontNumber=index)
    options = subset.Options()
    options.layout_features = ["*"]  # vertical forms, locale glyphs, kerning
    options.hinting = False  # CFF hints mean nothing to TrueType outlines
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    order, outlines = font.getGlyphOrder(), font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(outlines)
        outlines[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))  # TrueType winds the other way
        glyphs[name] = pen.glyph()
    del font["CFF "]
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder, glyf.glyphs = order, glyphs
    if "VORG" in font:  # a CFF-only table
        del font["VORG"]
    metrics = font["hmtx"]
    for name in order:  # TrueType expects each left side bearing to equal the glyph's xMin
        glyphs[name].recalcBounds(glyf)
        metrics[name] = (metrics[name][0], getattr(glyphs[name], "xMin", 0))  # an empty glyph has no bounds
    maxp = font["maxp"] = newTable("maxp")  # version 1.0: the TrueType form, all limits zero without hinting
    maxp.tableVersion = 0x00010000
    for field in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 1 if field == "maxZones" else 0)
    font["post"].formatType = 3.0  # no glyph names: the CID names of CJK fonts need none
    font.sfntVersion = "\0\1\0\0"
    data = io.BytesIO()
    font.save(data)
    return data.getvalue()


def _rule(face: Face, url: str) -> str:
    return (f'@font-face {{ font-family: "{face.family}"; font-weight: {face.weight}; '
            f'src: url("{url}") format("truetype"); }}')


@dataclass(frozen=True)
class Fonts:
    css: str  # the @font-face rules
    files: dict[str, bytes]  # each subset by its PostScript name, as the PDF names the face it embeds


def postscript_name(font_file: bytes) -> str:
    from fontTools.ttLib import TTFont

    return TTFont(io.BytesIO(font_file))["name"].getDebugName(6)


def font_faces(text: str, folder: Path) -> Fonts:
    """Write a subset of every face covering `text` into `folder`; return the @font-face rules for them
    and the files. Every part of a book is printed with the same files: Chromium subsets them again per
    part but keeps their glyph ids, so the merge embeds each file once (generator/pdf/merge.py)."""
    folder.mkdir(parents=True, exist_ok=True)
    rules, files = [], {}
    for face in FACES:
        target = folder / face.file_name
        data = truetype_subset(*locate(face), text)
        target.write_bytes(data)
        files[postscript_name(data)] = data
        rules.append(_rule(face, target.as_uri()))
    return Fonts("\n".join(rules), files)


def page_number_font() -> bytes:
    """The digits, space and slash of the text face, for the page numbers the merge writes."""
    return truetype_subset(*locate(FACES[0]), "0123456789 /")
