import torch

# y 在前，x 在后：点 (x, y) 的角度
y = torch.tensor([0.0, 1.0, 0.0, -1.0, 1.0])
x = torch.tensor([1.0, 0.0, -1.0, 0.0, -1.0])
print(torch.rad2deg(torch.atan2(y, x)))      # 0, 90, 180, -90, 135

print(torch.arctan2(y, x).equal(y.atan2(x)))  # 同一个函数
print(torch.atan2(torch.tensor([1.0, 2.0]), torch.tensor(1.0)))  # other 可以广播
print(torch.atan2(torch.tensor(0.0), torch.tensor(0.0)))        # 原点：0，不是 NaN

# 二维速度向量的航向角
v = torch.tensor([[3.0, 3.0], [-2.0, 0.0]])  # 每行是 (vx, vy)
print(torch.atan2(v[:, 1], v[:, 0]))
