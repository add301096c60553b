import torch

scores = torch.zeros(3, 3)

mask = torch.triu(torch.ones(3, 3, dtype=torch.bool))           # diagonal=0 会保留对角线
print(scores.masked_fill(mask, float("-inf")).softmax(dim=-1))  # 第 0 行全被掩码：NaN

mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
print(scores.masked_fill(mask, float("-inf")).softmax(dim=-1))
