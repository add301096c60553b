import torch

t = torch.linspace(0, 1, 5)
velocity = torch.ones(5)

position = torch.cumulative_trapezoid(velocity, t)
print(position.shape, t.shape)  # 少了一个值
print(position)  # 从第一个区间的终点开始，而不是从 0 开始
