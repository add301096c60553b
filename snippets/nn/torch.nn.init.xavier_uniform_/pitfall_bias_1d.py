import torch

layer = torch.nn.Linear(8, 4)
for p in layer.parameters():  # weight AND bias
    torch.nn.init.xavier_uniform_(p)
