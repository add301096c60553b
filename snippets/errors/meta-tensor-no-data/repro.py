import torch
import torch.nn as nn

with torch.device("meta"):  # build without allocating memory
    model = nn.Linear(4, 2)
print(model.weight.device)
model = model.to("cpu")  # there is no data to copy
