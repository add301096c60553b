"""What the site search needs beyond page text: each page's weight and the jieba user dictionary that keeps
domain terms whole. (The spellings a reader types for a name, `view` for `torch.Tensor.view`, are derived where
the search runs: nameForms in site_overrides/assets/javascripts/search/tokens.js.)"""
from __future__ import annotations

from pathlib import Path

from generator.chinese import HAN
from generator.model import Document
from generator.strings import strings

# Terms of the terminology table and layer names are always in the dictionary.
BASE_TERMS = ("张量", "梯度", "梯度裁剪", "混合精度", "学习率", "学习率调度", "学习率调度器", "计算图", "叶子张量",
              "优化器", "损失函数", "数据加载器", "工作进程", "检查点", "状态字典", "钩子", "原地操作", "广播", "步长",
              "连续", "视图", "数据类型", "设备", "显存", "冻结参数", "反向传播", "前向传播", "分布式训练", "模型导出",
              "推理模式", "自动求导", "参数组", "权重衰减", "随机种子", "多进程", "批次", "拼批")


def dictionary_file(build_dir: Path) -> Path:
    """The word-segmentation dictionary (jieba_dictionary), generated beside the Markdown (build_dir/docs)."""
    return build_dir / "jieba_user_dict.txt"


def page_boost(doc: Document) -> float:
    """A page's search weight: the site's search multiplies its score by this (search_index.write_search_records).
    Shorter API names rank first when several entries match equally (`torch.reshape` before `torch.Tensor.reshape` for the query `reshape`); error and guide pages that
    mention an API rank below its entry. Measured on tests/search_queries.yaml (first place): 76% with 1.0 for
    those pages, 86% with 0.5; 0.4 and 0.25 push pasted error messages below entries."""
    return round(1 + 1 / len(doc.id.split(".")), 3) if doc.family == "entry" else 0.5


def jieba_dictionary(documents: list[Document]) -> str:
    """A jieba user dictionary (`word freq`) built from the entries, so domain terms are never split."""
    words = set(BASE_TERMS)
    for group in ("tags", "kinds"):
        words.update(v["zh"] for v in strings()[group].values())
    for layer in strings()["layers"].values():
        words.add(layer["name"]["zh"])
    for doc in documents:
        terms = doc.data.get("search_terms") or {}
        words.update(t for t in terms.get("zh") or [] if HAN.search(t) and " " not in t)
    return "".join(f"{w} 100000\n" for w in sorted(w for w in words if HAN.search(w)))
