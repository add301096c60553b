import torch

# p is the probability of ZEROING an element (not of keeping it), and must be in [0, 1]
print(torch.nn.Dropout(p=0.2))  # keeps about 80% of the elements
# A keep probability or a percentage is rejected when it is out of range
torch.nn.Dropout(p=20)
