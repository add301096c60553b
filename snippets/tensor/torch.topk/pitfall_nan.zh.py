import torch

scores = torch.tensor([0.9, float("nan"), 0.4, 0.8])

print(scores.topk(2))                              # NaN 排在所有数字之前
print(scores.nan_to_num(nan=-float("inf")).topk(2).indices)   # 把 NaN 压到最底
