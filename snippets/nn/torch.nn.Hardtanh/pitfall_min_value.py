import torch

act = torch.nn.Hardtanh(min_value=-2.0, max_value=2.0)  # old keyword names
print(act)
