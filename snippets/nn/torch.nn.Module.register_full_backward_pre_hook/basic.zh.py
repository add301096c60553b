import torch
from torch import nn

layer = nn.Linear(2, 1)


def scale_grad(module, grad_output):
    print("grad_output", [tuple(g.shape) for g in grad_output])
    return (grad_output[0] * 0.5,)  # 替换流入这一层的梯度


layer.register_full_backward_pre_hook(scale_grad)
layer(torch.ones(3, 2)).sum().backward()
print(layer.bias.grad)  # 3 个样本 * 0.5
