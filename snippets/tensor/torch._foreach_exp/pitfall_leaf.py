import torch

model = torch.nn.Linear(2, 1)
params = list(model.parameters())

with torch.no_grad():                  # how optimizers update parameters
    torch._foreach_mul_(params, 0.5)
print(model.bias.requires_grad)

torch._foreach_mul_(params, 0.5)       # outside no_grad: leaves that require grad
