import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = nn.BatchNorm1d(3).to(device)
print([name for name, _ in bn.named_parameters()])
print([name for name, _ in bn.named_buffers()])
print(sorted(bn.state_dict().keys()))
