import torch

xy = torch.tensor([[1.0, 1.0], [-1.0, 0.0]])     # 以实数存放的 (x, y) 坐标对
print(torch.angle(xy))                           # 对每个实数单独求辐角，形状不变
print(torch.angle(torch.view_as_complex(xy)))    # 每个坐标对一个辐角
print(torch.atan2(xy[:, 1], xy[:, 0]))           # 不用复数也能得到相同结果
