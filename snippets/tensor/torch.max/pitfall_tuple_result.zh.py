import torch

scores = torch.tensor([[0.2, 0.9],
                       [0.6, 0.1]])

best = scores.max(dim=1)
print(best.values + 1)     # 取 values 字段（或解包：values, idx = ...）
best + 1                   # (values, indices) 对是元组，不是张量
