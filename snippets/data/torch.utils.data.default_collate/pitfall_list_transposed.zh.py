import torch
from torch.utils.data import default_collate

# 每个样本是含 3 个 token id 的 Python 列表，本想得到 (2, 3) 的批次。
batch = [[1, 2, 3], [4, 5, 6]]
out = default_collate(batch)
print(type(out).__name__, len(out), out)  # 3 个形状为 (2,) 的张量：被转置了，而不是堆叠

print(default_collate([torch.tensor(s) for s in batch]))  # 改为返回张量
