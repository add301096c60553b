import torch
import torch.nn.functional as F

x = torch.tensor([-5.0, -1.0, 0.0, 1.0, 5.0])
print(torch.nn.Mish()(x))  # x * tanh(softplus(x)): a small dip below 0, then ~x
print(torch.allclose(F.mish(x), x * torch.tanh(F.softplus(x))))
print(F.mish(torch.tensor([-1.0, 1.0])) - F.silu(torch.tensor([-1.0, 1.0])))  # close to SiLU, not equal
