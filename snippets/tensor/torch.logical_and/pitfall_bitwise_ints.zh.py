import torch

has_box = torch.tensor([1, 2, 0])       # 计数值，当作“真值”标志使用
visible = torch.tensor([2, 1, 1])

print(has_box & visible)                # 按位与：1 & 2 == 0，2 & 1 == 0
print(torch.logical_and(has_box, visible))
