import torch

scores = torch.zeros(2, 3)
mask = torch.tensor([[0, 0, 1], [0, 1, 1]])     # 0/1 整数，例如来自分词器
print(scores.masked_fill(mask.bool(), -1.0))
scores.masked_fill(mask, -1.0)
