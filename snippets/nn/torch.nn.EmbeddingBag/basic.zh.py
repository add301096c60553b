import torch
from torch import nn

torch.manual_seed(0)
bag = nn.EmbeddingBag(10, 3, mode="mean")

# 长度不同的袋：所有下标放进一个一维张量，offsets 给出每个袋的起始位置
indices = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 4, 8])  # 三个袋：[1, 2, 4, 5]、[4, 3, 2, 9] 和一个空袋
print(bag(indices, offsets))  # 空袋得到全 0
print(torch.allclose(bag(indices, offsets)[0], bag.weight[[1, 2, 4, 5]].mean(0)))

# 长度相同的袋：直接用二维输入，不传 offsets
print(bag(torch.tensor([[1, 2, 4], [4, 3, 2]])).shape)

weighted = nn.EmbeddingBag(10, 3, mode="sum")
print(weighted(indices, offsets, per_sample_weights=torch.rand(8)).shape)
