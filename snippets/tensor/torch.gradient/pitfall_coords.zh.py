import torch

t = [0.0, 0.5, 1.5, 3.0]  # 不等间隔的采样时刻
y = torch.tensor([0.0, 1.0, 3.0, 6.0])

# 普通列表被当成"每个维度一个间隔"，而不是坐标。
torch.gradient(y, spacing=t)
