import torch
from torch import nn

checkpoint = nn.Linear(2, 1).state_dict()
with torch.device("meta"):
    model = nn.Linear(2, 1)

print(model.load_state_dict(checkpoint))  # "matched", yet nothing was copied
print(model.weight.device)
