import torch

old = torch.nn.utils.weight_norm(torch.nn.Linear(4, 3))  # FutureWarning：已弃用
print([name for name, _ in old.named_parameters()])  # weight_g / weight_v
