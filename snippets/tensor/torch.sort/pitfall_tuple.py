import torch

lengths = torch.tensor([2, 5, 3])

sorted_lengths, order = lengths.sort(descending=True)   # unpack the pair
print(sorted_lengths, order)
print(lengths.sort(descending=True) * 2)                # the pair itself is not a tensor
