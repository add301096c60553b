import torch

deg = torch.tensor([0.0, 30.0, 90.0, 180.0])
rad = torch.deg2rad(deg)
print(rad)
print(torch.rad2deg(rad))                        # 转回角度
print(torch.tensor([45, 360]).deg2rad())         # 整数输入得到 float32

heading = torch.atan2(torch.tensor([1.0]), torch.tensor([1.0]))
print(heading.rad2deg())                         # atan2 得到的弧度换成角度
