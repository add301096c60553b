import torch

labels = torch.tensor([0, 3, 7])

print(3 in labels)  # one value: works
print(torch.tensor([3, 5]) in labels)  # several values: not what `in` does
