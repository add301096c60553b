import torch

x = torch.arange(3.0).reshape(1, 1, 1, 3)  # 宽度为 3
torch.nn.CircularPad2d((4, 4, 0, 0))(x)  # 每边都超过了一个完整周期
