import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 3, 4, 4, device=device)
weight = torch.zeros(8, 3, 3, 3, device=device)
bias = torch.zeros(3, device=device)  # 按输入通道数而不是输出通道数设定了大小
F.conv2d(x, weight, bias)
