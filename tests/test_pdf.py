"""`pdf`: a book per language printed from the built site, read back with poppler-utils as a reader's
PDF viewer would: its text, its fonts, its bookmarks and its links."""
from __future__ import annotations

import datetime
import json
import random
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from urllib.parse import urljoin

import pytest

from generator.chinese import HAN_RANGES
from generator.errors import UserError
from generator.pdf.article import Target, rewrite
from generator.pdf.book import assemble
from generator.pdf.contents import chapters, languages
from generator.pdf.fonts import font_faces
from generator.pdf.merge import shorten
from generator.pdf.printer import print_pdfs

pytestmark = pytest.mark.browser
if not shutil.which("pdftotext"):
    pytest.skip("poppler-utils is not installed (.ci/run installs it)", allow_module_level=True)

LANGS = ("zh", "en")
MAX_BYTES_PER_PAGE = 16 * 1024


@pytest.fixture(scope="module")
def books(printed_site: Path) -> dict[str, Path]:
    return {lang: printed_site / "pdf" / f"pytorch-api-{lang}.pdf" for lang in LANGS}


@pytest.fixture(scope="module")
def export(site: Path) -> dict:
    return json.loads((site / "api" / "entries.json").read_text(encoding="utf-8"))


def poppler(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


@cache
def document(pdf: Path) -> ET.Element:
    """The whole PDF as pdftohtml's XML: text with links per page, then the outline (the bookmarks)."""
    return ET.fromstring(poppler("pdftohtml", "-xml", "-i", "-stdout", str(pdf)))


def outline(pdf: Path) -> list[tuple[int, str, int]]:
    """(depth, title, page) of every bookmark, in order; a nested <outline> follows its parent item."""
    items: list[tuple[int, str, int]] = []

    def walk(node: ET.Element, depth: int) -> None:
        for child in node:
            if child.tag == "item":
                items.append((depth, "".join(child.itertext()), int(child.get("page", "0"))))
            elif child.tag == "outline":
                walk(child, depth + 1)

    root = document(pdf).find("outline")
    assert root is not None, f"{pdf.name} has no bookmarks"
    walk(root, 1)
    return items


def page_count(pdf: Path) -> int:
    return int(re.search(r"Pages:\s+(\d+)", poppler("pdfinfo", str(pdf))).group(1))


def internal_page(href: str) -> int | None:
    """The page a link of pdftohtml's XML leads to inside the PDF (it writes them as NAME.html#PAGE)."""
    match = re.fullmatch(r"[^#:/]*\.html#(\d+)", href)
    return int(match.group(1)) if match else None


def test_page_counts_fit_the_corpus(books: dict[str, Path], export: dict) -> None:
    for lang, pdf in books.items():
        pages = page_count(pdf)
        # a cover, the contents, then one to a dozen pages per entry
        assert len(export["entries"]) + 2 <= pages <= 12 * len(export["entries"]) + 50, (lang, pages)


def test_every_entry_id_is_in_the_text(books: dict[str, Path], export: dict) -> None:
    for lang, pdf in books.items():
        # the pages' text from the XML the other tests read (a second pass of pdftotext took 25 s a book), without
        # the outline, which names every entry whatever the pages hold; an id may wrap in the contents
        text = re.sub(r"\s+", "", "".join(piece for page in document(pdf).iter("page") for piece in page.itertext()))
        missing = [e["id"] for e in export["entries"] if e["id"] not in text]
        assert missing == [], lang


def test_cover_names_the_torch_version_and_build_date(books: dict[str, Path], export: dict) -> None:
    for pdf in books.values():
        cover = poppler("pdftotext", "-f", "1", "-l", "1", str(pdf), "-")
        assert f"torch {export['torch_version']}" in cover
        assert re.search(r"\d{4}-\d{2}-\d{2}", cover)


def test_the_chinese_book_is_in_chinese_and_the_english_one_in_english(books: dict[str, Path]) -> None:
    zh = poppler("pdftotext", "-f", "1", "-l", "30", str(books["zh"]), "-")
    en = poppler("pdftotext", "-f", "1", "-l", "30", str(books["en"]), "-")
    assert "目录" in zh and re.search(f"[{HAN_RANGES}]{{8}}", zh)
    assert "Contents" in en and not re.search(f"[{HAN_RANGES}]{{8}}", en)


def test_every_font_is_embedded_and_chinese_is_noto_sans_cjk(books: dict[str, Path]) -> None:
    for lang, pdf in books.items():
        listing = poppler("pdffonts", str(pdf))
        rows = listing.splitlines()[2:]
        assert rows, lang
        for row in rows:  # columns: name type encoding emb sub uni object ID; the type may be two words
            assert row.split()[-5] == "yes", (lang, row)
        assert "Type 3" not in listing, lang  # nameless glyph procedures: a face the book's CSS does not provide
        assert "NotoSansCJKsc-Regular" in listing and "NotoSansMonoCJKsc-Regular" in listing, lang


def test_each_face_is_embedded_once_however_many_parts_were_printed(books: dict[str, Path]) -> None:
    """Every printed part embeds its own subset of a face; the merged book keeps one program per face."""
    import pikepdf

    for lang, pdf in books.items():
        programs: dict[str, set[tuple[int, int]]] = {}
        with pikepdf.open(pdf) as book:
            for obj in book.objects:
                if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == pikepdf.Name.FontDescriptor \
                        and "/FontFile2" in obj:
                    face = str(obj.FontName).lstrip("/").split("+")[-1]
                    programs.setdefault(face, set()).add(obj.FontFile2.objgen)
        assert programs, lang
        assert "NotoSansCJKsc-Regular" in programs, (lang, sorted(programs))
        for face in ("NotoSansCJKsc-Regular", "NotoSansCJKsc-Bold", "NotoSansMonoCJKsc-Regular", "NotoSansMonoCJKsc-Bold"):
            assert len(programs.get(face, ())) <= 2, (lang, face)  # the face's file, and the page numbers' digits


def test_the_books_are_compact(books: dict[str, Path]) -> None:
    for lang, pdf in books.items():
        per_page = pdf.stat().st_size / page_count(pdf)
        assert per_page <= MAX_BYTES_PER_PAGE, f"{lang}: {per_page / 1024:.1f} KB per page"


def test_every_page_is_numbered_through_the_whole_book(books: dict[str, Path]) -> None:
    for lang, pdf in books.items():
        total = page_count(pdf)
        for page in sorted({1, 2, 3, total // 2, total}):
            text = poppler("pdftotext", "-f", str(page), "-l", str(page), str(pdf), "-")
            assert f"{page} / {total}" in text, (lang, page)


def test_bookmarks_have_one_item_per_chapter_and_per_page(books: dict[str, Path], site_build: Path) -> None:
    """The parts were printed apart (long chapters in slices): the book's outline is still one item per
    chapter, in the navigation's order, holding one item per page of it."""
    for language in languages(site_build):
        items = outline(books[language.locale])
        wanted = chapters(language)
        assert [title for depth, title, _ in items if depth == 1] == [c.title for c in wanted], language.locale
        under: list[int] = []
        for depth, _, _ in items:
            if depth == 1:
                under.append(0)
            elif depth == 2:
                under[-1] += 1
        assert under == [len(c.pages) for c in wanted], language.locale
        pages = [page for _, _, page in items]
        assert pages == sorted(pages), "bookmarks follow the book"


def test_bookmarks_have_a_chapter_per_layer_and_an_item_per_entry(books: dict[str, Path], export: dict) -> None:
    for lang, pdf in books.items():
        items = outline(pdf)
        entries = {title for depth, title, _ in items if depth == 2}
        assert {e["id"] for e in export["entries"]} <= entries, lang
        chapters = [title for depth, title, _ in items if depth == 1]
        assert len(chapters) >= len({e["layer"] for e in export["entries"]}), chapters
        assert all(page >= 3 for _, _, page in items), "bookmarks point past the cover and contents"


def test_links_between_entries_lead_to_the_entry_inside_the_pdf(books: dict[str, Path]) -> None:
    for lang, pdf in books.items():
        pages = {title: page for depth, title, page in outline(pdf) if depth == 2}
        links = [(a.get("href", ""), "".join(a.itertext()).strip()) for a in document(pdf).iter("a")]
        inside = [(href, text) for href, text in links if text in pages]
        assert len(inside) > len(pages), f"{lang}: too few links to entries"  # the contents alone link each once
        wrong = [(href, text) for href, text in inside if not href.endswith(f"#{pages[text]}")]
        assert wrong == [], wrong[:5]
        assert not [href for href, _ in links if "pytorch-kb.github.io" in href], "links must stay inside the PDF"


def test_every_link_inside_the_book_resolves_to_one_of_its_pages(books: dict[str, Path]) -> None:
    """Links between parts printed apart are resolved by the merge: none is left as a `kb-dest:` address."""
    for lang, pdf in books.items():
        total = page_count(pdf)
        hrefs = [a.get("href", "") for a in document(pdf).iter("a")]
        assert not [h for h in hrefs if "kb-dest" in h], lang
        inside = [internal_page(h) for h in hrefs if internal_page(h) is not None]
        assert len(inside) > 100, lang
        assert all(1 <= page <= total for page in inside), lang
        outside = [h for h in hrefs if internal_page(h) is None]
        assert all(re.match(r"(https?|mailto):", h) for h in outside), sorted(set(outside))[:5]


def test_the_contents_show_the_page_each_line_leads_to(books: dict[str, Path]) -> None:
    """Every page number printed in the contents is a link to that very page, and the chapters and entries
    of the outline start on the pages the contents give for them."""
    for lang, pdf in books.items():
        root = document(pdf)
        first = min(page for depth, _, page in outline(pdf))
        shown: list[tuple[int, int]] = []  # (number printed, page linked)
        for page in root.iter("page"):
            if int(page.get("number", "0")) >= first:
                break
            for text in page.iter("text"):
                for a in text.iter("a"):
                    label, target = "".join(a.itertext()).strip(), internal_page(a.get("href", ""))
                    if label.isdigit() and target is not None:
                        shown.append((int(label), target))
        assert len(shown) > 50, lang
        assert [(n, t) for n, t in shown if n != t] == [], lang
        starts = {page for depth, _, page in outline(pdf) if depth <= 2}
        assert starts <= {n for n, _ in shown}, (lang, sorted(starts - {n for n, _ in shown})[:10])


PAGE_NUMBER = re.compile(r"\d+ / \d+")


def font_sizes(pdf: Path) -> dict[str | None, float]:
    """pdftohtml's font ids and their sizes (each declared once, on the first page that uses it)."""
    return {spec.get("id"): float(spec.get("size", "0")) for spec in document(pdf).iter("fontspec")}


def page_lines(page: ET.Element, sizes: dict[str | None, float]) -> list[tuple[float, float, str]]:
    """(top, font size, text) of each line pdftohtml read on a page, top to bottom, without the page number."""
    lines = [(float(t.get("top", "0")), sizes.get(t.get("font"), 0.0), "".join(t.itertext()).strip())
             for t in page.iter("text")]
    return sorted(line for line in lines if line[2] and not PAGE_NUMBER.fullmatch(line[2]))


def test_the_contents_start_on_page_3_after_the_covers_blank_back(books: dict[str, Path]) -> None:
    for lang, pdf in books.items():
        pages = list(document(pdf).iter("page"))
        assert page_lines(pages[1], font_sizes(pdf)) == [], lang
        third = [text for _, _, text in page_lines(pages[2], font_sizes(pdf))]
        assert third[0] == {"zh": "目录", "en": "Contents"}[lang], third[:3]
        assert sum(text.isdigit() for text in third) >= 20, third[:30]  # lines of the contents, with their pages


def test_no_entry_heading_ends_a_page(books: dict[str, Path]) -> None:
    """Each entry's heading (a bookmark two levels deep) has lines of the entry below it on its page."""
    for lang, pdf in books.items():
        pages, sizes = list(document(pdf).iter("page")), font_sizes(pdf)
        stranded, found = [], 0
        for depth, title, number in outline(pdf):
            if depth != 2:
                continue
            lines = page_lines(pages[number - 1], sizes)
            body = max({size for _, size, _ in lines}, key=[size for _, size, _ in lines].count)  # the text's size
            # The heading is the largest line that starts the title: inline code naming the entry (a line of the
            # previous entry's "Other names", say) is set larger than a page of code but smaller than a heading.
            heading = max(((size, i) for i, (_, size, text) in enumerate(lines) if size > body and title.startswith(text)),
                          default=(0.0, None))[1]
            found += heading is not None
            if heading is not None and len(lines) - heading - 1 < 2:  # the badges' line and a line of text at least
                stranded.append((number, title))
        assert stranded == [], (lang, stranded[:10])
        assert found > 0.9 * sum(depth == 2 for depth, _, _ in outline(pdf)), (lang, found)  # the headings were read


def test_the_home_pages_link_to_both_pdfs_and_the_archive(books: dict[str, Path], site: Path) -> None:
    for page, base in ((site / "index.html", ""), (site / "en" / "index.html", "en/")):
        hrefs = re.findall(r'href="([^"]+\.(?:pdf|zip))"', page.read_text(encoding="utf-8"))
        assert len(hrefs) == 3, hrefs
        for href in hrefs:
            assert (site / urljoin(base, href)).is_file(), href


def test_page_bodies_become_sections_with_their_own_ids_and_links(tmp_path: Path) -> None:
    page = ('<html><head><link rel="stylesheet" href="../../assets/kb.css"></head>'
            '<body dir="ltr" data-md-color-scheme="default">'
            '<article class="md-content__inner md-typeset"><a class="md-content__button" href="https://e/edit">edit</a>'
            '<h1 id="x">torch.x<a class="headerlink" href="#x">¶</a></h1>'
            '<p id="p">see <a href="../torch.y/#why">y</a>, '
            '<a href="../../tags/">tags</a>, <a href="#p">here</a>, <a href="https://pytorch.org/">docs</a></p>'
            '<details><summary>s</summary>&lt;hidden&gt;</details></article></body></html>')
    targets = {"tensor/torch.x/": Target("p-x", True), "tensor/torch.y/": Target("p-y", True)}
    article = rewrite(page, "tensor/torch.x/", "p-x", targets, tmp_path)
    assert article.title == "torch.x"
    assert article.stylesheets == [(tmp_path / "assets" / "kb.css").as_uri()]
    assert article.body_attrs == {"dir": "ltr", "data-md-color-scheme": "default"}
    assert '<h2 id="p-x--x">torch.x</h2>' in article.body  # demoted, prefixed, permalink dropped
    assert "edit" not in article.body
    assert '<a href="#p-y--why">y</a>' in article.body
    assert "<a>tags</a>" in article.body  # a page outside the book keeps its text only
    assert '<a href="#p-x--p">here</a>' in article.body
    assert '<a href="https://pytorch.org/">docs</a>' in article.body
    assert '<details open="">' in article.body and "&lt;hidden&gt;" in article.body


def test_drawings_keep_two_decimals_and_their_matrices() -> None:
    drawing = (b".23999999 0 0 -.23999999 0 841.91998 cm\nBT\n/F6 16.6599998 Tf\n1 0 0 -1 0 94829 Tm\n<059F> Tj\n"
               b"16.489502 0 Td <018B> Tj\nET\n63.0419 115695.1738 m\n")
    assert shorten(drawing) == (b".23999999 0 0 -.23999999 0 841.91998 cm\nBT\n/F6 16.65 Tf\n1 0 0 -1 0 94829 Tm\n"
                                b"<059F> Tj\n16.48 0 Td <018B> Tj\nET\n63.04 115695.17 m\n")
    inline = b"BI /W 1 /H 1 ID \x00\x01.12345 EI 1.23456 0 Td"
    assert shorten(inline) == inline  # image data in the drawing is never touched


def test_printing_fails_when_the_page_reaches_for_the_network(tmp_path: Path) -> None:
    source = tmp_path / "page.html"
    source.write_text('<html><body><p>x</p><img src="https://kb-test.invalid/x.png"></body></html>', encoding="utf-8")
    with pytest.raises(UserError, match="kb-test.invalid"):
        print_pdfs([(source, tmp_path / "page.pdf")])
    assert not (tmp_path / "page.pdf").exists()


REPRINTED = 2  # chapters per language printed a second time
SEED = 20261203


def page_texts(pdf: Path, first: int = 1, last: int | None = None) -> list[str]:
    """Each page's text in the order it is drawn (`-raw`: pdftotext's reading order of table cells shifts with
    sub-point moves, which the merge's rounding makes), whitespace collapsed, less the "n / total" the merge stamps."""
    span = ["-f", str(first)] + (["-l", str(last)] if last else [])
    pages = poppler("pdftotext", "-raw", *span, str(pdf), "-").split("\f")[:-1]
    return [" ".join(re.sub(r"\b\d+ / \d+\b", " ", text).split()) for text in pages]


def test_chapters_printed_again_have_the_text_of_the_book(books: dict[str, Path], export: dict, printed_site: Path,
                                                          site_build: Path, tmp_path: Path) -> None:
    """Deterministic printing: a seeded sample of chapters, printed again from the same site, gives the book's
    text for those chapters page for page (printing both whole books again would double the books' time)."""
    for language in languages(site_build):
        lang = language.locale
        book = assemble(printed_site, language, export["torch_version"], datetime.date.today())
        openings = [part for part in book.chapters if not part.continues]  # the i-th opens the i-th chapter
        starts = [page for depth, _, page in outline(books[lang]) if depth == 1]
        assert len(openings) == len(starts), lang
        chosen = sorted(random.Random(SEED).sample(range(len(openings)), REPRINTED))
        fonts = font_faces(book.text, tmp_path / f"fonts-{lang}")
        jobs = []
        for number in chosen:
            source = tmp_path / f"{openings[number].name}.html"
            source.write_text(book.html(openings[number], fonts.css), encoding="utf-8")
            jobs.append((source, source.with_suffix(".pdf")))
        print_pdfs(jobs)
        for number, (_, again) in zip(chosen, jobs):
            reprinted = page_texts(again)
            start = starts[number]
            assert page_texts(books[lang], start, start + len(reprinted) - 1) == reprinted, (lang, number)
