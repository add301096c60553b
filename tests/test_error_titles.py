"""One title form for error pages per language. Chinese: the message as torch prints it (in English), a full-width
colon, then what it means in Chinese (`mat1 and mat2 shapes cannot be multiplied：矩阵乘法形状不匹配`); a page about
a symptom without a message (`损失变成 NaN`) is titled in Chinese alone. English: the message, or the symptom."""
from __future__ import annotations

import re

from conftest import real_corpus
from generator.chinese import HAN

ENGLISH_RUN = re.compile(r"[A-Za-z][\w'.()-]*(?:[ \t]+[A-Za-z][\w'.()-]*){2}")  # three English words in a row


def form(title: str) -> str | None:
    """Why a Chinese error title is not in the one form, or None."""
    message, colon, meaning = title.rpartition("：")
    if colon and not HAN.search(message.replace("`", "")):
        return None if HAN.search(meaning) and not ENGLISH_RUN.search(meaning) else "the meaning after `：` is not Chinese"
    if ENGLISH_RUN.search(re.sub(r"`[^`]*`", "", title)):
        return "English words outside `message：说明`"
    return None if HAN.search(title) else "no Chinese"


def test_the_form_itself() -> None:
    assert form("mat1 and mat2 shapes cannot be multiplied：矩阵乘法形状不匹配") is None
    assert form("损失变成 NaN") is None
    assert form("torch.cuda.is_available() 返回 False") is None
    assert form("矩阵乘法形状不匹配（mat1 and mat2 shapes cannot be multiplied）") == "English words outside `message：说明`"
    assert form("广播失败：The size of tensor a must match") == "English words outside `message：说明`"
    assert form("CUDA error: device-side assert triggered") == "English words outside `message：说明`"
    assert form("NaN") == "no Chinese"


def test_every_chinese_error_title_has_the_one_form() -> None:
    wrong = {doc.id: (doc.title("zh"), form(doc.title("zh"))) for doc in real_corpus().of_family("error")
             if form(doc.title("zh"))}
    assert wrong == {}


def test_every_english_error_title_is_english() -> None:
    assert [doc.id for doc in real_corpus().of_family("error") if HAN.search(doc.title("en"))] == []
