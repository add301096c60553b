import torch

scores = torch.tensor([[0.2, 0.9, 0.5]])
idx = torch.tensor([[1.0, 0.0]])              # 以浮点运算得到的下标
print(scores.take_along_dim(idx.long(), dim=1))
scores.take_along_dim(idx, dim=1)
