import warnings

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(3, 2).to(device)
layer.register_full_backward_hook(
    lambda m, gi, go: print("grad_input:", gi, "grad_output shape:", tuple(go[0].shape)))

x = torch.ones(4, 3, device=device)  # 输入数据不需要梯度
warnings.simplefilter("always")
layer(x).sum().backward()
print(layer.weight.grad.shape)  # 权重的梯度是有的，只是不在 grad_input 中
