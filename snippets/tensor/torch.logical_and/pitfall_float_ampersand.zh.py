import torch

weights = torch.tensor([0.0, 0.3, 1.2])
scores = torch.tensor([0.9, 0.0, 0.4])

print(torch.logical_and(weights, scores))   # 对浮点数可用：非零即 True
weights & scores                            # & 是按位运算，需要整数或布尔张量
