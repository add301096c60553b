import torch
import torch.nn.functional as F

patches = F.unfold(torch.randn(1, 1, 4, 4), kernel_size=2, stride=2)  # 4 个块
F.fold(patches, output_size=(6, 6), kernel_size=2, stride=2)  # (6, 6) 需要 9 个块
