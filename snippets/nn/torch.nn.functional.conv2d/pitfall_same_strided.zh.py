import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 3, 8, 8, device=device)
weight = torch.zeros(8, 3, 3, 3, device=device)
print(F.conv2d(x, weight, stride=2, padding=1).shape)  # 显式指定 padding 可以正常运行
F.conv2d(x, weight, stride=2, padding="same")
