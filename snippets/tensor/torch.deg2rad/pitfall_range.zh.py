import torch

dy = torch.tensor([1.0, -1.0, -1.0])
dx = torch.tensor([0.0, 0.0, -1.0])
deg = torch.rad2deg(torch.atan2(dy, dx))
print(deg)                                       # 范围是 (-180, 180]，不是 [0, 360)
print(deg % 360)                                 # 换成罗盘式的 [0, 360)
print(torch.deg2rad(torch.tensor([720.0])))      # 反方向同样不做取模
