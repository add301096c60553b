import torch

shape = (2, 3)                              # 6 elements
# nothing raises: 6 and 7 wrap around to the start
print(torch.unravel_index(torch.tensor([5, 6, 7]), shape))
idx = torch.tensor([5, 6, 7])
print(bool((idx < 6).all()))
