import torch

ratio = torch.tensor([0.53, 0.59])
percent = ratio * 100                         # float32 舍入：52.999996, 58.999996
cutoff = torch.tensor([53.0, 59.0])
print(percent.tolist())
print(percent >= cutoff)                      # 两个都是 False
print(percent.round() >= cutoff)              # 先取整（或者直接比较比值）
