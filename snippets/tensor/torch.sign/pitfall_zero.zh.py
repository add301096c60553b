import torch

margin = torch.tensor([0.7, 0.0, -1.2])

labels = torch.sign(margin)                 # 本意是得到 +1 / -1
print(labels)                               # 零仍是 0
print(torch.where(margin >= 0, 1.0, -1.0))  # 显式为 0 选定一侧
