import torch

z = torch.tensor([1 + 1j, -1 + 0j, -2j, 0j])
print(torch.angle(z))                            # 弧度，范围 [-pi, pi]
print(torch.rad2deg(z.angle()))                  # 换算成角度

print(torch.angle(torch.tensor([-2.0, 0.0, 3.0, float("nan")])))   # 实数：负数得到 pi
print(torch.angle(torch.tensor([-2, 3])).dtype)                     # 整数输入得到 float32

print(torch.polar(z.abs(), z.angle()))           # 由模长和辐角还原 z
