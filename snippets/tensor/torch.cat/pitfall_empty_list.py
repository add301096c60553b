import torch

outputs = []
for batch in []:  # e.g. an empty data loader or a filter that kept nothing
    outputs.append(batch)

print(len(outputs))
torch.cat(outputs)
