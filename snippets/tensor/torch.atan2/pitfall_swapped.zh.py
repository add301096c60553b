import torch

vx = torch.tensor([1.0, 0.0])      # 先指向 +x，再指向 +y
vy = torch.tensor([0.0, 1.0])

print(torch.rad2deg(torch.atan2(vx, vy)))   # 顺序反了：90 和 0，悄悄算错
print(torch.rad2deg(torch.atan2(vy, vx)))   # y 在前：0 和 90
