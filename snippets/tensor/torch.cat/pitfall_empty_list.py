import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

outputs = []
for batch in []:  # e.g. an empty data loader or a filter that kept nothing
    outputs.append(batch)

print(len(outputs))
torch.cat(outputs)
