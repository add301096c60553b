import torch

torch.manual_seed(0)
x = torch.randn(4, requires_grad=True)  # float32
# 用有限差分求二阶导数，比一阶导数更不精确
torch.autograd.gradgradcheck(torch.tanh, (x,))
