import torch

# 向量 (1, 1) 与 (-1, -1) 的方向：45 度和 -135 度
x = torch.tensor([1.0, -1.0])
y = torch.tensor([1.0, -1.0])

print(torch.rad2deg(torch.atan(y / x)))      # 都是 45：比值丢失了象限信息
print(torch.rad2deg(torch.atan2(y, x)))      # 45 和 -135
print(torch.atan(torch.tensor(0.0) / 0.0))   # x = y = 0 时还会得到 NaN
