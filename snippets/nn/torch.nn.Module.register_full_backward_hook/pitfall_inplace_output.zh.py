import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

act = nn.ReLU().to(device)
act.register_full_backward_hook(lambda m, gi, go: None)

x = torch.randn(3, device=device, requires_grad=True)
y = act(x)
y += 1  # 对注册了完整反向钩子的模块的输出做原地操作
y.sum().backward()
