import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.ones(1, 2, device=device)).sum().backward()
opt.step()
opt.zero_grad()

# Logging code written for the old behaviour (grads reset to zeros):
print(model.weight.grad)
grad_norm = model.weight.grad.norm()
