import torch

scores = torch.tensor([2.0, float("inf"), float("inf")])

cleaned = torch.nan_to_num(scores)
print(cleaned)
print(cleaned.sum())  # 两个“最大浮点数”相加又溢出成 inf
print(cleaned.mean())
