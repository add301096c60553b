import torch
import torch.nn.functional as F

x = torch.arange(16.0).view(1, 1, 4, 4)
patches = F.unfold(x, kernel_size=2, stride=1)  # 互相重叠的 2x2 块

back = F.fold(patches, output_size=(4, 4), kernel_size=2, stride=1)
print(back[0, 0])  # 重叠位置是相加，而不是取平均
counts = F.fold(F.unfold(torch.ones_like(x), 2, stride=1), (4, 4), 2, stride=1)
print(torch.allclose(back / counts, x))  # 除以重叠次数才能还原
