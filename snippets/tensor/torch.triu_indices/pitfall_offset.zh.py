import torch

d = torch.tensor([[0.0, 1.0, 2.0],
                  [1.0, 0.0, 3.0],
                  [2.0, 3.0, 0.0]])
# 不会报错：offset=0 包含为 0 的对角线
i, j = torch.triu_indices(3, 3)
print(d[i, j].mean())
i, j = torch.triu_indices(3, 3, offset=1)
print(d[i, j].mean())
