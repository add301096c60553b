import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)


def show_grads(module, grad_input, grad_output):
    # 相对于模块输入和输出的梯度（不是相对于权重的）
    print(type(module).__name__,
          "grad_input:", [None if g is None else tuple(g.shape) for g in grad_input],
          "grad_output:", [tuple(g.shape) for g in grad_output])


handle = model[2].register_full_backward_hook(show_grads)
model(torch.randn(5, 3, device=device)).sum().backward()
handle.remove()

# 返回元组会替换 grad_input：这里把传入第 2 层的梯度乘以 0
model[2].register_full_backward_hook(lambda m, gi, go: tuple(g * 0 for g in gi))
model.zero_grad()
model(torch.randn(5, 3, device=device)).sum().backward()
print(model[0].weight.grad.abs().sum().item())  # 0.0：没有梯度越过第 2 层往回传
