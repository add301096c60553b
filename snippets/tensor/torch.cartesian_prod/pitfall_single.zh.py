import torch

xs = [torch.tensor([1, 2, 3])]              # 轴列表恰好只有一项
grid = torch.cartesian_prod(*xs)
print(grid.shape)                           # 是 (3,)，不是 (3, 1)
print(grid.reshape(-1, len(xs))[:, 0])      # 显式补出列维度后可以按列索引
grid[:, 0]                                  # 直接按不存在的列索引会出错
