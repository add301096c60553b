import torch

signal = torch.arange(7.0)
windows = signal.unfold(0, 3, 2)        # 窗口大小为 3，每次移动 2
print(windows)
print(windows.shape, windows.stride())  # 视图：不复制数据

images = torch.arange(24.0).reshape(2, 3, 4)
patches = images.unfold(2, 2, 2)        # 第 2 维（大小为 4）-> 2 个大小为 2 的窗口
print(patches.shape)                    # 窗口大小作为新的最后一维追加
