import torch

up = torch.nn.ConvTranspose2d(8, 4, kernel_size=3, padding="same")  # 构造时不报错……
up(torch.randn(1, 8, 5, 5))  # ……但前向计算无法使用字符串形式的 padding
