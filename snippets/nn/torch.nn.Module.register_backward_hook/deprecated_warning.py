import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(3, 2), nn.ReLU()).to(device)  # several autograd nodes
model.register_backward_hook(lambda m, grad_input, grad_output: None)  # no warning yet
x = torch.ones(4, 3, device=device, requires_grad=True)
out = model(x)  # FutureWarning is raised here, during the forward call
out.sum().backward()
print("backward finished")
