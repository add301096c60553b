import torch

radius = torch.tensor([1.0])
angle_deg = torch.tensor([90.0])

print(torch.polar(radius, angle_deg))  # 这是 90 弧度，不是 90 度
print(torch.polar(radius, torch.deg2rad(angle_deg)))
