import torch
from torch import nn

torch.manual_seed(0)
padded = torch.tensor([[1, 2, 0, 0]])  # 两个真实词元，用下标 0 填充

plain = nn.EmbeddingBag(10, 3, mode="mean")
print(torch.allclose(plain(padded), plain.weight[[1, 2]].mean(0)))  # 填充行也被算进了平均值

masked = nn.EmbeddingBag(10, 3, mode="mean", padding_idx=0)
print(torch.allclose(masked(padded), masked.weight[[1, 2]].mean(0)))
