import torch
import torch.nn.functional as F

x = torch.tensor([[1.0, -2.0]])
F.prelu(x, 0.25)  # 像 F.leaky_relu 那样传一个浮点斜率
