import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = nn.Conv2d(3, 8, kernel_size=5).to(device)
tiny = torch.rand(1, 3, 3, 3, device=device)  # 例如叠了太多步长为 2 的层之后
conv(tiny)
