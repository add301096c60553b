import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.full((4,), -1.0)
print(F.rrelu(x))  # inside a model's forward, during training: no randomness at all
print(F.rrelu(x, training=True))  # what the module does in training mode
