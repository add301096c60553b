"""One book from its printed parts (the front matter, then each chapter), with pikepdf (qpdf):

- the pages in order, and the parts' bookmarks under one outline, pointing at the merged pages;
- every `kb-dest:` link (see book.py) turned into a link to the page and spot of its id, wherever in the
  book that is; a link to an id no part marked is removed rather than left pointing nowhere;
- the accessibility tags (structure trees) of the parts joined under one root, so the book stays tagged;
- each face's font once: Chromium embeds its own subset of a face in every part, keeping the glyph ids of the
  font it was given (our subset, generator/pdf/fonts.py), so every part's font can use one copy of that file;
- page numbers ("12 / 340") written into the bottom margin of every page, in a small embedded font;
- written compactly: objects packed in compressed object streams, unused objects dropped, and the page
  drawings' coordinates cut to two decimals (see `shorten`).
"""
from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from generator.pdf.book import DEST

FOOTER_PT = 8.0  # size of the page numbers
FOOTER_GREY = 0.467  # #777
FOOTER_BASELINE = 22.0  # points above the bottom edge: in the middle of the 18 mm bottom margin
STAMP_FONT = "/KbPageNumber"
# Chromium writes coordinates with 7 or 8 digits, in units of 1/300 inch, and places every glyph on its own
# (`14.5096588 0 Td <048A> Tj`): cutting them to two decimals (1/30,000 inch, at most 0.0024 pt) makes the
# drawings compress 13% better. A matrix (`cm`, `Tm`) keeps its digits: its scale multiplies every error.
_MATRIX_LINE = re.compile(rb"(^[^\n]*\b(?:cm|Tm)$)", re.M)
_LONG_DECIMAL = re.compile(rb"(\.\d\d)\d+")
_INLINE_IMAGE = re.compile(rb"\bBI\b")  # binary data in the drawing: left as it is


@dataclass
class Printed:
    """A printed part, open: its pages and where its marked ids are."""
    path: Path
    pdf: Any  # pikepdf.Pdf
    continues: bool = False  # a later slice of a chapter (see book.py): its bookmarks go under the chapter's
    index: dict[tuple[int, int], int] = field(default_factory=dict)  # page object -> page index
    dests: dict[str, tuple[int, list[Any]]] = field(default_factory=dict)  # id -> (page index, [/XYZ x y zoom])

    @property
    def pages(self) -> int:
        return len(self.pdf.pages)


def _name(key: str) -> str:
    """A destination's name as the id it marks: PDF names are bytes, Chromium writes ids as UTF-8."""
    raw = key[1:] if key.startswith("/") else key
    try:
        return raw.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return raw


def read(path: Path, continues: bool = False) -> Printed:
    import pikepdf  # imported here: only this command needs it

    pdf = pikepdf.open(path)
    part = Printed(path, pdf, continues, {page.obj.objgen: i for i, page in enumerate(pdf.pages)})
    table = pdf.Root.get("/Dests")
    for key, value in (table.items() if table is not None else ()):
        dest = value if isinstance(value, pikepdf.Array) else value.get("/D")
        if dest is not None and len(dest) and dest[0].objgen in part.index:
            part.dests[_name(key)] = (part.index[dest[0].objgen], list(dest[1:]))
    return part


def page_numbers(front_pages: int, chapters: list[Printed]) -> dict[str, int]:
    """The book page (from 1) of every marked id of the chapters, the front matter having `front_pages` pages."""
    found: dict[str, int] = {}
    offset = front_pages
    for part in chapters:
        for name, (index, _) in part.dests.items():
            found.setdefault(name, offset + index + 1)
        offset += part.pages
    return found


@dataclass
class Merged:
    pages: int
    links: int  # links resolved to a place in the book
    dropped: int  # links to an id no part marked, removed
    bookmarks: int


def shorten(drawing: bytes) -> bytes:
    """A page's drawing (content stream) with every decimal cut to two places, matrices left whole."""
    if _INLINE_IMAGE.search(drawing):
        return drawing
    pieces = _MATRIX_LINE.split(drawing)
    pieces[::2] = [_LONG_DECIMAL.sub(rb"\1", piece) for piece in pieces[::2]]
    return b"".join(pieces)


def merge_files(paths: list[tuple[Path, bool]], target: Path, fonts: dict[str, bytes], stamp_font: bytes,
                title: str) -> Merged:
    """`merge` of the parts printed to `paths` (each with whether it continues a chapter), opened here (a
    worker process can run it)."""
    parts = [read(path, continues) for path, continues in paths]
    try:
        return merge(parts, target, fonts, stamp_font, title)
    finally:
        for part in parts:
            part.pdf.close()


def merge(parts: list[Printed], target: Path, fonts: dict[str, bytes], stamp_font: bytes, title: str) -> Merged:
    """Write the book of `parts` (the front matter first) to `target`. `fonts`: the file of each face the
    parts were printed with, by PostScript name; `stamp_font`: a TrueType font with the digits, for the page
    numbers."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name

    book = pikepdf.new()
    starts: list[int] = []
    for part in parts:
        starts.append(len(book.pages))
        book.pages.extend(part.pdf.pages)
    where: dict[str, Array] = {}
    for part, start in zip(parts, starts):
        for name, (index, tail) in part.dests.items():
            where.setdefault(name, Array([book.pages[start + index].obj, *tail]))

    links = dropped = 0
    for page in book.pages:
        annots = page.obj.get("/Annots")
        if annots is None:
            continue
        kept = []  # a list, made an Array once: appending to a pikepdf Array one by one is slow
        for annot in annots:
            action = annot.get("/A")
            uri = str(action.get("/URI", "")) if action is not None else ""
            if uri.startswith(DEST):
                dest = where.get(unquote(uri[len(DEST):]))
                if dest is None:
                    dropped += 1
                    continue
                del annot["/A"]
                annot.Dest = dest
                links += 1
            kept.append(annot)
        page.obj.Annots = Array(kept)

    for page in book.pages:  # before the page numbers are added: those are short already
        contents = page.obj.get("/Contents")
        for stream in (contents if isinstance(contents, Array) else [contents] if contents is not None else []):
            stream.write(shorten(stream.read_bytes()))
    bookmarks = _outline(book, parts, starts)
    _join_structure(book, parts, starts)
    _share_fonts(book, fonts)
    _stamp_page_numbers(book, stamp_font)

    if "/Lang" in parts[0].pdf.Root:
        book.Root.Lang = pikepdf.String(str(parts[0].pdf.Root.Lang))
    book.Root.ViewerPreferences = Dictionary(DisplayDocTitle=True)
    book.Root.PageMode = Name.UseOutlines
    book.docinfo = book.make_indirect(Dictionary(Title=pikepdf.String(title), Creator=pikepdf.String("python -m generator pdf")))
    # Chromium's other streams are compressed already: recompressing them (recompress_flate) gained nothing
    book.save(target, object_stream_mode=pikepdf.ObjectStreamMode.generate, compress_streams=True,
              deterministic_id=True)
    pages = len(book.pages)
    book.close()
    return Merged(pages, links, dropped, bookmarks)


def _outline(book: Any, parts: list[Printed], starts: list[int]) -> int:
    """Every part's bookmarks, in order, pointing at the book's pages; a chapter open, its pages closed."""
    from pikepdf import Array, OutlineItem

    count = 0

    def copy(item: Any, part: Printed, start: int, depth: int) -> OutlineItem | None:
        nonlocal count
        dest = item.destination
        if not isinstance(dest, Array) or not len(dest) or dest[0].objgen not in part.index:
            return None
        made = OutlineItem(item.title, Array([book.pages[start + part.index[dest[0].objgen]].obj, *list(dest[1:])]))
        count += 1
        made.children.extend(c for c in (copy(child, part, start, depth + 1) for child in item.children) if c)
        made.is_closed = depth >= 1 and bool(made.children)
        return made

    with book.open_outline() as merged:
        for part, start in zip(parts, starts):
            with part.pdf.open_outline() as outline:
                if part.continues and merged.root:  # its top items are pages of the chapter before
                    chapter = merged.root[-1]
                    chapter.children.extend(c for c in (copy(item, part, start, 1) for item in outline.root) if c)
                    chapter.is_closed = False
                else:
                    merged.root.extend(c for c in (copy(item, part, start, 0) for item in outline.root) if c)
    return count


def _join_structure(book: Any, parts: list[Printed], starts: list[int]) -> None:
    """One structure tree for the book: each part's top elements under one root, their parent trees joined,
    with the keys of each part (on its pages and annotations) moved past those of the parts before it."""
    from pikepdf import Array, Dictionary, Name

    kids: list[Any] = []
    nums: list[Any] = []  # lists, made Arrays once: extending a pikepdf Array is slow
    offset = 0
    for part, start in zip(parts, starts):
        tree = part.pdf.Root.get("/StructTreeRoot")
        if tree is None:
            continue
        copied = book.copy_foreign(tree)  # the pages it names were copied already: it points at the book's
        top = copied.get("/K")
        kids.extend(top if isinstance(top, Array) else [top] if top is not None else [])
        entries = _number_tree(copied.get("/ParentTree"))
        for key, value in entries:
            nums.extend([key + offset, value])
        for page in book.pages[start:start + part.pages]:
            if "/StructParents" in page.obj:
                page.obj.StructParents = int(page.obj.StructParents) + offset
            for annot in page.obj.get("/Annots", []):
                if "/StructParent" in annot:
                    annot.StructParent = int(annot.StructParent) + offset
        offset += max((key for key, _ in entries), default=-1) + 1
    if not kids:
        return
    root = book.make_indirect(Dictionary(Type=Name.StructTreeRoot, K=Array(kids),
                                         ParentTree=book.make_indirect(Dictionary(Nums=Array(nums))),
                                         ParentTreeNextKey=offset))
    for kid in kids:
        if isinstance(kid, Dictionary):
            kid.P = root
    book.Root.StructTreeRoot = root
    book.Root.MarkInfo = Dictionary(Marked=True)


def _number_tree(node: Any) -> list[tuple[int, Any]]:
    if node is None:
        return []
    found: list[tuple[int, Any]] = []
    nums = node.get("/Nums")
    if nums is not None:
        found.extend((int(nums[i]), nums[i + 1]) for i in range(0, len(nums) - 1, 2))
    for kid in node.get("/Kids", []):
        found.extend(_number_tree(kid))
    return found


def _share_fonts(book: Any, fonts: dict[str, bytes]) -> None:
    """Point the embedded program of every part's subset of a face at one copy of that face's file."""
    from pikepdf import Name

    shared: dict[str, Any] = {}
    seen: set[tuple[int, int]] = set()
    for page in book.pages:
        resources = page.obj.get("/Resources")
        for font in (resources.get("/Font", {}) if resources is not None else {}).values():
            if font.objgen in seen or font.get("/Subtype") != Name.Type0:
                continue
            seen.add(font.objgen)
            for descendant in font.get("/DescendantFonts", []):
                descriptor = descendant.get("/FontDescriptor")
                face = str(descendant.get("/BaseFont", "")).lstrip("/").split("+")[-1]
                if descriptor is None or "/FontFile2" not in descriptor or face not in fonts:
                    continue
                if descendant.get("/CIDToGIDMap", Name.Identity) != Name.Identity:
                    continue  # glyph ids renumbered: this subset needs its own program
                if face not in shared:
                    shared[face] = book.make_stream(fonts[face])
                    shared[face].Length1 = len(fonts[face])
                descriptor.FontFile2 = shared[face]


def _stamp_page_numbers(book: Any, font_file: bytes) -> None:
    """Write "n / total" centred in the bottom margin of every page."""
    from fontTools.ttLib import TTFont
    from pikepdf import Array, Dictionary, Name, Page

    ttf = TTFont(io.BytesIO(font_file))
    scale = 1000 / ttf["head"].unitsPerEm
    cmap, advances = ttf.getBestCmap(), ttf["hmtx"].metrics
    first, last = ord(" "), ord("9")
    widths = [round(advances[cmap[c]][0] * scale) if c in cmap else 0 for c in range(first, last + 1)]
    head, os2 = ttf["head"], ttf["OS/2"]
    program = book.make_stream(font_file)
    program.Length1 = len(font_file)
    name = Name("/" + "KBPAGE+" + ttf["name"].getDebugName(6))
    descriptor = Dictionary(Type=Name.FontDescriptor, FontName=name, Flags=32, ItalicAngle=0,
                            FontBBox=Array([round(v * scale) for v in (head.xMin, head.yMin, head.xMax, head.yMax)]),
                            Ascent=round(os2.sTypoAscender * scale), Descent=round(os2.sTypoDescender * scale),
                            CapHeight=round(getattr(os2, "sCapHeight", 700) * scale), StemV=80, FontFile2=program)
    font = book.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.TrueType, BaseFont=name, FirstChar=first,
                                         LastChar=last, Widths=Array(widths), Encoding=Name.WinAnsiEncoding,
                                         FontDescriptor=book.make_indirect(descriptor)))
    save = book.make_stream(b"q\n")  # shared by every page: Chromium's drawing is closed off before ours
    total = len(book.pages)
    for number, page in enumerate(book.pages, 1):
        text = f"{number} / {total}"
        width = sum(widths[ord(c) - first] for c in text) * FOOTER_PT / 1000
        left = float(page.mediabox[0]) + (float(page.mediabox[2]) - float(page.mediabox[0]) - width) / 2
        helper = Page(page.obj)
        font_name = helper.add_resource(font, Name.Font, Name(STAMP_FONT))
        helper.contents_add(save, prepend=True)
        helper.contents_add(book.make_stream(
            f"Q q {FOOTER_GREY} g BT {font_name} {FOOTER_PT:g} Tf {left:.2f} {float(page.mediabox[1]) + FOOTER_BASELINE:.2f} Td "
            f"({text}) Tj ET Q\n".encode("ascii")))
