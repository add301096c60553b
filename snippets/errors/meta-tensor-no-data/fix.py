import torch
import torch.nn as nn

torch.manual_seed(0)
checkpoint = nn.Linear(4, 2).state_dict()

with torch.device("meta"):
    model = nn.Linear(4, 2)
model = model.to_empty(device="cpu")  # real, uninitialised memory
model.load_state_dict(checkpoint)  # then the real values
print(model.weight.device, torch.equal(model.weight, checkpoint["weight"]))

with torch.device("meta"):
    other = nn.Linear(4, 2)
other.load_state_dict(checkpoint, assign=True)  # or swap the checkpoint tensors in directly
print(other.weight.device)
