import torch

layer = torch.nn.Linear(8, 4)
for p in layer.parameters():  # weight 和 bias 都包括在内
    torch.nn.init.xavier_uniform_(p)
