import torch

angles = torch.tensor([90, 180])                 # int64 类型的角度
print(torch.deg2rad(angles))                     # 非原地：结果是 float32
angles.deg2rad_()                                # 弧度值无法写回 int64 张量
