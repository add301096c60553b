import torch

targets = torch.tensor([1, 0, -100, 2])        # -100 marks ignored positions (CrossEntropyLoss)

valid = targets[targets >= 0]
print(torch.bincount(valid, minlength=3))      # count the real labels only
torch.bincount(targets)                        # negative values are rejected
