import torch
import torch.nn.functional as F

x = torch.tensor([[1.0, -2.0]])
F.prelu(x, 0.25)  # a plain float slope, as with F.leaky_relu
