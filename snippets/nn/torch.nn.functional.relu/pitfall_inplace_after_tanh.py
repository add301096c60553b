import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)
h = torch.tanh(x)           # tanh saves its output for backward
F.relu(h, inplace=True)     # and this overwrites it
h.sum().backward()
